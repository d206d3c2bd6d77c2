// Single sign-on routes of the auth family (spec §7): the e-mail step (POST /login), which decides
// whether an address signs in with a password or at an identity provider; starting a sign-in
// (POST /login/sso), completing it from the popup's return page (POST /login/sso-callback) or on
// the server (GET /login/sso-callback), and the OIDC proxy (/proxy-oidc/*) that runs the flow for
// clients which cannot keep a client secret. Password sign-in is authentication/login-routes.ts.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  AUTH_PATHS,
  loginAnswerSchema,
  loginRequestSchema,
  loginResponseSchema,
  type LoginResponse,
} from '@shared/auth/sign-in';
import {
  proxyLoginResponseSchema,
  proxyRenewRequestSchema,
  proxyStartRequestSchema,
  proxyStartUrlRequestSchema,
  proxyStartUrlResponseSchema,
  SSO_PATHS,
  ssoFailureDetailsSchema,
  ssoCallbackParametersSchema,
  ssoCallbackRequestSchema,
  ssoStartRequestSchema,
  ssoStartResponseSchema,
  type SsoCallbackParameters,
} from '@shared/sso/sso';
import { setRefreshCookie } from '../auth/refresh-cookie';
import {
  createRefreshSession,
  rotateRefreshSession,
  type RenewedSession,
} from '../auth/refresh-sessions';
import { signedInResponse } from '../auth/sign-in-response';
import { ApiError, unauthorized, validationFailed } from '../http/errors';
import type { ModuleDependencies } from '../http/module';
import { loginRateLimited } from '../http/rate-limits';
import type { LoginState, LoginStatePurpose } from './login-states';
import { PAGE_HEADERS, resultPage } from './provider-pages';
import { createProxyResult, redeemProxyResult } from './proxy-results';
import {
  isLoopbackReturnUrl,
  isServerPage,
  popupReturnUris,
  proxyCallbackUri,
  serverCallbackUri,
} from './server-urls';
import { linkForEmail } from './sso-accounts';
import { ssoFailed } from './sso-errors';
import {
  completeSignIn,
  finishSignIn,
  startSignIn,
  takeAnsweredState,
  type SignInStart,
} from './sso-flow';
import { assertRedirectUrl, assertReturnUrl, emailStep, signedInAccount } from './sso-sign-in';

function required(field: string): ApiError {
  const message = 'This field is required when the server completes the sign-in.';
  return validationFailed(`${field}: ${message}`, [{ path: field, code: 'invalid_type', message }]);
}

/** `url` with the parameters added to its query, as a provider answers a redirect URI. */
function withParameters(url: string, parameters: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(parameters)) target.searchParams.set(name, value);
  return target.href;
}

/** How a failed server-side completion is told to the page it returns to. */
function errorParameters(error: ApiError): Record<string, string> {
  const details = ssoFailureDetailsSchema.safeParse(error.details);
  if (error.code === 'sso_failed' && details.success && details.data.reason === 'provider_error') {
    // The provider's own answer, passed on as it came.
    const { error: code = 'server_error', error_description: description } = details.data;
    return description === undefined
      ? { error: code }
      : { error: code, error_description: description };
  }
  return { error: error.code, error_description: error.message };
}

export const ssoRoutes: FastifyPluginCallbackZod<ModuleDependencies> = (app, deps, done) => {
  const { database, tokens } = deps;
  const limited = loginRateLimited(deps.loginRateLimit);

  /** The login response without setting the refresh cookie (for clients that keep the token). */
  async function loginResponseWithoutCookie(
    request: FastifyRequest,
    reply: FastifyReply,
    session: RenewedSession,
  ): Promise<LoginResponse> {
    return signedInResponse({ tokens, request, reply }, { ...session, token: null });
  }

  /**
   * Starts a sign-in where the request points: a named provider, or else the link of its e-mail
   * address's domain (none: the local provider); the address pre-fills the provider's form.
   */
  async function startAtProvider(
    body: { provider?: string | undefined; email?: string | undefined },
    start: Omit<SignInStart, 'link' | 'loginHint'>,
  ): Promise<{ authorizeUrl: string; expiresAt: Date }> {
    const link = body.provider === undefined ? await linkForEmail(database, body.email) : null;
    return startSignIn(database, app.sso, {
      ...start,
      link,
      ...(body.email === undefined ? {} : { loginHint: body.email }),
    });
  }

  /**
   * The provider's redirect to the server (GET /login/sso-callback, GET /proxy-oidc/callback):
   * the outcome goes to the return URL stored with the state, as a provider would send it; with
   * no usable state there is nowhere to send it, so a small page says what happened.
   */
  async function completeOnServer(
    request: FastifyRequest,
    reply: FastifyReply,
    purpose: LoginStatePurpose,
    answer: SsoCallbackParameters,
    onSignedIn: (accountId: string, login: LoginState) => Promise<Record<string, string>>,
  ): Promise<FastifyReply> {
    const login = await takeAnsweredState(database, purpose, answer);
    const returnUrl = login?.returnUrl ?? null;
    let parameters: Record<string, string>;
    try {
      if (login !== null && returnUrl === null) throw ssoFailed('invalid_state');
      const finish = await completeSignIn(database, app.sso, login, answer);
      const { accountId } = await signedInAccount(database, finish, request.ip);
      parameters = await onSignedIn(accountId, finish.login);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (returnUrl === null) {
        return reply
          .code(error.statusCode)
          .headers(PAGE_HEADERS)
          .send(resultPage('Sign-in failed', error.message));
      }
      parameters = errorParameters(error);
    }
    if (returnUrl === null) throw ssoFailed('invalid_state');
    return reply
      .header('Cache-Control', 'no-store')
      .redirect(withParameters(returnUrl, parameters), 303);
  }

  app.post(
    AUTH_PATHS.login,
    {
      schema: { body: loginRequestSchema, response: { 200: loginAnswerSchema } },
      config: limited,
    },
    // Single sign-on addresses and named providers get an authorizeUrl; everyone else, unknown
    // addresses included, the password step (sso-sign-in.ts).
    (request) => emailStep(database, app.sso, request.body),
  );

  app.post(
    SSO_PATHS.start,
    {
      schema: { body: ssoStartRequestSchema, response: { 200: ssoStartResponseSchema } },
      config: limited,
    },
    async (request) => {
      const body = request.body;
      const urls = app.sso.urls();
      const completesOnServer = body.redirectUrl === serverCallbackUri(urls);
      if (completesOnServer) {
        if (body.browserId === undefined) throw required('browserId');
        if (body.rememberMe === undefined) throw required('rememberMe');
        if (body.returnUrl === undefined) throw required('returnUrl');
        assertReturnUrl('returnUrl', body.returnUrl, (url) => isServerPage(url, urls));
      } else {
        assertRedirectUrl('redirectUrl', body.redirectUrl, popupReturnUris(urls));
      }
      const { authorizeUrl } = await startAtProvider(body, {
        purpose: 'login',
        redirectUri: body.redirectUrl,
        ...(completesOnServer
          ? { browserId: body.browserId, rememberMe: body.rememberMe, returnUrl: body.returnUrl }
          : {}),
      });
      return { authorizeUrl };
    },
  );

  app.post(
    SSO_PATHS.callback,
    {
      schema: { body: ssoCallbackRequestSchema, response: { 200: loginResponseSchema } },
      config: limited,
    },
    async (request, reply) => {
      const { browserId, rememberMe, redirectUrl } = request.body;
      const finish = await finishSignIn(database, app.sso, 'login', request.body, redirectUrl);
      const { accountId, notice } = await signedInAccount(database, finish, request.ip);
      const session = await createRefreshSession(database, { accountId, browserId, rememberMe });
      return signedInResponse({ tokens, request, reply }, session, notice);
    },
  );

  app.get(
    SSO_PATHS.callback,
    { schema: { querystring: ssoCallbackParametersSchema }, config: limited },
    (request, reply) =>
      completeOnServer(request, reply, 'login', request.query, async (accountId, login) => {
        if (login.browserId === null || login.rememberMe === null) throw ssoFailed('invalid_state');
        const session = await createRefreshSession(database, {
          accountId,
          browserId: login.browserId,
          rememberMe: login.rememberMe,
        });
        setRefreshCookie(request, reply, session);
        return {};
      }),
  );

  const proxyStartUrl = {
    body: proxyStartUrlRequestSchema,
    response: { 200: proxyStartUrlResponseSchema },
  };
  app.post(
    SSO_PATHS.proxyGenerateStartUrl,
    { schema: proxyStartUrl, config: limited },
    async (request) => {
      const body = request.body;
      const urls = app.sso.urls();
      assertReturnUrl(
        'returnUrl',
        body.returnUrl,
        (url) => isServerPage(url, urls) || isLoopbackReturnUrl(url),
      );
      const { authorizeUrl, expiresAt } = await startAtProvider(body, {
        purpose: 'proxy',
        redirectUri: proxyCallbackUri(urls),
        returnUrl: body.returnUrl,
        clientCodeChallenge: body.codeChallenge,
      });
      return { startUrl: authorizeUrl, expiresAt: expiresAt.getTime() };
    },
  );

  app.get(
    SSO_PATHS.proxyCallback,
    { schema: { querystring: ssoCallbackParametersSchema }, config: limited },
    (request, reply) =>
      completeOnServer(request, reply, 'proxy', request.query, async (accountId, login) => {
        if (login.clientCodeChallenge === null) throw ssoFailed('invalid_state');
        const codeChallenge = login.clientCodeChallenge;
        return { result: await createProxyResult(database, { accountId, codeChallenge }) };
      }),
  );

  app.post(
    SSO_PATHS.proxyStart,
    {
      schema: { body: proxyStartRequestSchema, response: { 200: proxyLoginResponseSchema } },
      config: limited,
    },
    async (request, reply) => {
      const { result, codeVerifier, browserId, rememberMe } = request.body;
      const accountId = await redeemProxyResult(database, result, codeVerifier);
      if (accountId === null) throw ssoFailed('invalid_state');
      const session = await createRefreshSession(database, { accountId, browserId, rememberMe });
      const response = await loginResponseWithoutCookie(request, reply, session);
      return { ...response, refreshToken: session.token };
    },
  );

  app.post(
    SSO_PATHS.proxyRenew,
    {
      schema: { body: proxyRenewRequestSchema, response: { 200: proxyLoginResponseSchema } },
      config: limited,
    },
    async (request, reply) => {
      const { refreshToken, browserId } = request.body;
      const session = await rotateRefreshSession(database, { token: refreshToken, browserId });
      if (session === null) throw unauthorized('Your session has ended. Sign in again.');
      const response = await loginResponseWithoutCookie(request, reply, session);
      // Within the renewal grace period the presented token stays the session's token.
      return { ...response, refreshToken: session.token ?? refreshToken };
    },
  );

  done();
};
