// The simulated card-payment provider's consent page (GET authorize) and the shop's answer to it
// (POST decide: Allow issues a code, Deny answers access_denied), both redirecting to the one
// registered return page. Server-rendered, script-free HTML with its own locked-down policy;
// everything that came from the request is escaped. No sign-in: the browser arrives from the
// provider's side, as it would at a real provider.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { PRODUCT_NAME } from '@shared/product';
import { PAYMENTS_RETURN_PAGE, SIMULATED_PROVIDER_PATHS } from '@shared/sales/payments-connection';
import { escapeHtml } from '../http/escape-html';
import type { ModuleDependencies } from '../http/module';
import {
  authorizeQuerySchema,
  decisionFormSchema,
  isRegisteredRedirect,
  issueCode,
  type AuthorizeQuery,
} from './simulated-payments-provider';

const PROVIDER_NAME = 'Card payments (simulated provider)';

const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'Referrer-Policy': 'no-referrer',
} as const;

const CSS = `
:root { color-scheme: light dark; --ink: #14171c; --soft: #566070; --card: #fff; --bg: #f2f4f8;
  --line: #cfd5de; --brand: #5a3fd6; --on-brand: #fff; --bad: #a4161a; }
@media (prefers-color-scheme: dark) {
  :root { --ink: #eceff3; --soft: #aab3bf; --card: #1a1d23; --bg: #0f1115; --line: #3b424d;
    --brand: #b3a4ff; --on-brand: #140f2e; --bad: #ffb3ae; }
}
body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 16px;
  background: var(--bg); color: var(--ink); font: 15px/1.5 system-ui, sans-serif; }
main { box-sizing: border-box; width: 100%; max-width: 420px; padding: 28px; border-radius: 14px;
  background: var(--card); border: 1px solid var(--line); }
.provider { margin: 0; color: var(--brand); font-size: 13px; font-weight: 700; }
h1 { margin: 6px 0; font-size: 22px; }
p { margin: 0 0 16px; color: var(--soft); }
dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 16px; margin: 0 0 20px; }
dt { font-weight: 600; } dd { margin: 0; overflow-wrap: anywhere; }
form { display: flex; gap: 10px; }
button { flex: 1; padding: 10px; border-radius: 8px; font: inherit; font-weight: 600; cursor: pointer;
  border: 1px solid var(--line); background: transparent; color: var(--ink); }
button[value="allow"] { background: var(--brand); border-color: var(--brand); color: var(--on-brand); }
button:focus-visible { outline: 3px solid var(--brand); outline-offset: 2px; }
.problem { color: var(--bad); }
small { display: block; margin-top: 18px; color: var(--soft); }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - ${PROVIDER_NAME}</title>
<style>${CSS}</style>
</head>
<body>
<main>
<p class="provider">${PROVIDER_NAME}</p>
${body}
</main>
</body>
</html>`;
}

/** The consent page: the shop, what the platform asks, Allow and Deny. */
export function consentPage(request: AuthorizeQuery, decideAction: string): string {
  const shop = escapeHtml(request['stripe_user[business_name]']);
  const hidden = Object.entries(request)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n');
  return page(
    `Connect ${request['stripe_user[business_name]']}`,
    `<h1>Connect ${shop}</h1>
<p>${escapeHtml(PRODUCT_NAME)} asks to take card payments for ${shop} and to see its payments and payouts.</p>
<dl>
<dt>Business</dt><dd>${shop}</dd>
<dt>Mode</dt><dd>Test (no money moves)</dd>
</dl>
<form method="post" action="${escapeHtml(decideAction)}">
${hidden}
<button type="submit" name="decision" value="deny">Deny</button>
<button type="submit" name="decision" value="allow">Allow</button>
</form>
<small>This page stands in for a card-payment provider's. It is served by the ${escapeHtml(PRODUCT_NAME)} reference server.</small>`,
  );
}

/** A request the provider cannot answer to the platform: never redirected anywhere. */
export function invalidRequestPage(message: string): string {
  return page(
    'Connection request not valid',
    `<h1>This connection request is not valid</h1>
<p class="problem" role="alert">${escapeHtml(message)}</p>
<p>Go back to ${escapeHtml(PRODUCT_NAME)} and start the connection again.</p>`,
  );
}

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).headers(PAGE_HEADERS).send(html);
}

function firstIssue(error: { issues: readonly { message: string }[] }): string {
  return error.issues[0]?.message ?? 'The request is not valid.';
}

export const simulatedProviderPages: FastifyPluginCallbackZod<ModuleDependencies> = (
  app,
  { database },
  done,
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8192 },
    (_request, body, parsed) => {
      parsed(null, Object.fromEntries(new URLSearchParams(body.toString())));
    },
  );

  app.get(SIMULATED_PROVIDER_PATHS.authorize, (request, reply) => {
    const query = authorizeQuerySchema.safeParse(request.query);
    if (!query.success) return sendPage(reply, 400, invalidRequestPage(firstIssue(query.error)));
    if (!isRegisteredRedirect(query.data.redirect_uri, PAYMENTS_RETURN_PAGE)) {
      return sendPage(reply, 400, invalidRequestPage('redirect_uri is not registered.'));
    }
    return sendPage(
      reply,
      200,
      consentPage(query.data, `${app.prefix}${SIMULATED_PROVIDER_PATHS.decide}`),
    );
  });

  app.post(SIMULATED_PROVIDER_PATHS.decide, async (request, reply) => {
    const form = decisionFormSchema.safeParse(request.body);
    if (!form.success) return sendPage(reply, 400, invalidRequestPage(firstIssue(form.error)));
    const { decision, ...authorization } = form.data;
    if (!isRegisteredRedirect(authorization.redirect_uri, PAYMENTS_RETURN_PAGE)) {
      return sendPage(reply, 400, invalidRequestPage('redirect_uri is not registered.'));
    }
    const answer = new URLSearchParams(
      decision === 'allow'
        ? { code: await issueCode(database, authorization), state: authorization.state }
        : { error: 'access_denied', state: authorization.state },
    );
    return reply
      .header('Cache-Control', 'no-store')
      .redirect(`${authorization.redirect_uri}?${answer.toString()}`, 303);
  });
  done();
};
