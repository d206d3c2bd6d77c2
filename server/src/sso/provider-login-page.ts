// The local identity provider's sign-in page (its "interactions"): the form for a directory
// user's e-mail and password, and Cancel, which answers the application with access_denied as
// any OpenID provider does. The browser's interaction cookie must name the interaction in the
// path; the login attempt is rate limited like every sign-in.
// oidc-provider ships no types; these declarations travel with every module importing it.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./oidc-provider.d.ts" />
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors, type Provider } from 'oidc-provider';
import { z } from 'zod';
import { loginRateLimited, type LoginRateLimit } from '../http/rate-limits';
import { verifyAgainstDecoy, verifySecret } from '../auth/passwords';
import type { Database } from '../db/database';
import { findDirectoryLogin } from './directory';
import { errorPage, loginPage, PAGE_HEADERS } from './provider-pages';
import { OIDC_MOUNT } from './server-urls';

const loginFormSchema = z.object({
  email: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(1024),
});
const interactionParamsSchema = z.object({ uid: z.string().min(1).max(128) });

const ABORTED = { error: 'access_denied', error_description: 'End-User aborted interaction' };
const EXPIRED_DESCRIPTION =
  'This sign-in has expired or was already finished. Close this window and start again.';

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).headers(PAGE_HEADERS).send(html);
}

/** The uid in the path must be the interaction the browser's cookie points at. */
async function interactionFor(provider: Provider, request: FastifyRequest, reply: FastifyReply) {
  const { uid } = interactionParamsSchema.parse(request.params);
  try {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    return details.uid === uid ? details : null;
  } catch (error) {
    if (error instanceof errors.SessionNotFound) return null;
    throw error;
  }
}

export async function registerProviderLoginPage(
  app: FastifyInstance,
  options: {
    database: Database;
    loginRateLimit: LoginRateLimit;
    provider: () => Promise<Provider>;
  },
): Promise<void> {
  const { database } = options;
  await app.register((scope, _options, done) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, parsed) => {
        parsed(null, Object.fromEntries(new URLSearchParams(body.toString())));
      },
    );
    const actions = (uid: string) => ({
      loginAction: `${OIDC_MOUNT}/interaction/${encodeURIComponent(uid)}/login`,
      abortAction: `${OIDC_MOUNT}/interaction/${encodeURIComponent(uid)}/abort`,
    });

    scope.get(`${OIDC_MOUNT}/interaction/:uid`, async (request, reply) => {
      const provider = await options.provider();
      const details = await interactionFor(provider, request, reply);
      if (details === null)
        return sendPage(reply, 400, errorPage('invalid_request', EXPIRED_DESCRIPTION));
      const hint = details.params.login_hint;
      return sendPage(
        reply,
        200,
        loginPage({
          ...actions(details.uid),
          ...(typeof hint === 'string' ? { email: hint } : {}),
        }),
      );
    });

    scope.post(
      `${OIDC_MOUNT}/interaction/:uid/login`,
      { config: loginRateLimited(options.loginRateLimit) },
      async (request, reply) => {
        const provider = await options.provider();
        const details = await interactionFor(provider, request, reply);
        if (details === null)
          return sendPage(reply, 400, errorPage('invalid_request', EXPIRED_DESCRIPTION));
        const form = loginFormSchema.safeParse(request.body);
        if (!form.success) {
          return sendPage(
            reply,
            400,
            loginPage({
              ...actions(details.uid),
              error: 'Enter your e-mail address and password.',
            }),
          );
        }
        const user = await findDirectoryLogin(database, form.data.email);
        const passwordOk =
          user === null
            ? await verifyAgainstDecoy(form.data.password)
            : await verifySecret(user.passwordHash, form.data.password);
        if (user === null || !passwordOk) {
          return sendPage(
            reply,
            401,
            loginPage({
              ...actions(details.uid),
              email: form.data.email,
              error: 'The e-mail address or password is incorrect.',
            }),
          );
        }
        const location = await provider.interactionResult(
          request.raw,
          reply.raw,
          { login: { accountId: user.id, remember: false } },
          { mergeWithLastSubmission: false },
        );
        return reply.header('Cache-Control', 'no-store').redirect(location, 303);
      },
    );

    // Cancel: the application gets error=access_denied, as from any OpenID provider.
    scope.post(`${OIDC_MOUNT}/interaction/:uid/abort`, async (request, reply) => {
      const provider = await options.provider();
      const details = await interactionFor(provider, request, reply);
      if (details === null)
        return sendPage(reply, 400, errorPage('invalid_request', EXPIRED_DESCRIPTION));
      const location = await provider.interactionResult(request.raw, reply.raw, ABORTED, {
        mergeWithLastSubmission: false,
      });
      return reply.header('Cache-Control', 'no-store').redirect(location, 303);
    });
    done();
  });
}
