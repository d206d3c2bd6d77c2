// The local identity provider's own pages, rendered on the server: its sign-in form and the page
// for errors it cannot send back to the application. Plain, accessible HTML with inline styles
// (no scripts), so it works in the 450 × 550 sign-on popup and in any browser.
import { PRODUCT_NAME } from '@shared/product';
import { escapeHtml } from '../http/escape-html';

const PROVIDER_TITLE = `${PRODUCT_NAME} sign-in (local identity provider)`;

/** Headers for every page: no caching, no framing, nothing loaded from elsewhere. */
export const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
} as const;

const STYLES = `
:root { color-scheme: light dark; --accent: #1c6ee8; --text: #1b1f24; --muted: #5b6470;
  --surface: #ffffff; --page: #eef1f5; --border: #c9d0d9; --danger: #b3261e; }
@media (prefers-color-scheme: dark) {
  :root { --accent: #6ea8ff; --text: #e8ebef; --muted: #a7b0bb; --surface: #1d2127;
    --page: #111418; --border: #3a414b; --danger: #ffb4ab; }
}
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 16px;
  font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  background: var(--page); color: var(--text); }
main { width: 100%; max-width: 380px; background: var(--surface); border: 1px solid var(--border);
  border-radius: 12px; padding: 24px; box-shadow: 0 4px 16px rgb(0 0 0 / 8%); }
.brand { margin: 0; font-size: 13px; font-weight: 600; letter-spacing: .04em; text-transform: uppercase;
  color: var(--accent); }
h1 { margin: 4px 0 4px; font-size: 22px; line-height: 1.3; }
.lead { margin: 0 0 20px; color: var(--muted); }
label { display: block; font-weight: 600; margin: 14px 0 4px; }
input { width: 100%; padding: 9px 11px; font: inherit; color: inherit; background: transparent;
  border: 1px solid var(--border); border-radius: 8px; }
input[aria-invalid="true"] { border-color: var(--danger); }
input:focus-visible, button:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.alert { margin: 0 0 8px; padding: 10px 12px; border: 1px solid var(--danger); border-radius: 8px;
  color: var(--danger); }
.actions { display: flex; gap: 8px; margin-top: 22px; }
button { flex: 1; padding: 10px 14px; font: inherit; font-weight: 600; border-radius: 8px;
  border: 1px solid var(--border); background: transparent; color: inherit; cursor: pointer; }
button.primary { background: var(--accent); border-color: var(--accent); color: #fff; }
@media (prefers-color-scheme: dark) { button.primary { color: #0b1526; } }
.note { margin: 18px 0 0; font-size: 13px; color: var(--muted); }
dl { margin: 0; } dt { font-weight: 600; } dd { margin: 0 0 10px; overflow-wrap: anywhere; }
`;

function page(title: string, body: string, brand = PROVIDER_TITLE): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>${STYLES}</style>
</head>
<body>
<main>
<p class="brand">${escapeHtml(brand)}</p>
${body}
</main>
</body>
</html>`;
}

export interface LoginPageOptions {
  /** Where the form posts; Cancel posts to `abortAction`. */
  loginAction: string;
  abortAction: string;
  /** The e-mail typed before, kept after a failed attempt. */
  email?: string;
  error?: string;
}

/** The sign-in form: e-mail and password, Sign in, and Cancel (which answers access_denied). */
export function loginPage(options: LoginPageOptions): string {
  const invalid =
    options.error === undefined ? '' : ' aria-invalid="true" aria-describedby="login-error"';
  const alert =
    options.error === undefined
      ? ''
      : `<p class="alert" id="login-error" role="alert">${escapeHtml(options.error)}</p>`;
  return page(
    `Sign in - ${PROVIDER_TITLE}`,
    `<h1>Sign in</h1>
<p class="lead">to continue to ${escapeHtml(PRODUCT_NAME)}</p>
<form method="post" action="${escapeHtml(options.loginAction)}">
${alert}
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus
  value="${escapeHtml(options.email ?? '')}"${invalid}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}>
<div class="actions">
<button type="submit" class="primary">Sign in</button>
<button type="submit" formaction="${escapeHtml(options.abortAction)}" formnovalidate>Cancel</button>
</div>
</form>
<p class="note">This sign-in page belongs to the identity provider built into this ${escapeHtml(PRODUCT_NAME)} server. It stands in for Microsoft and Google.</p>`,
  );
}

/** A problem the provider cannot send back to the application (e.g. an unknown redirect URI). */
export function errorPage(error: string, description: string | undefined): string {
  return page(
    `Sign-in problem - ${PROVIDER_TITLE}`,
    `<h1>Sign-in could not continue</h1>
<p class="lead">Close this window and start the sign-in again from ${escapeHtml(PRODUCT_NAME)}.</p>
<dl>
<dt>Error</dt><dd>${escapeHtml(error)}</dd>
${description === undefined ? '' : `<dt>Details</dt><dd>${escapeHtml(description)}</dd>`}
</dl>`,
  );
}

/** The outcome of a sign-in the server completes itself, when there is nowhere to send the browser. */
export function resultPage(heading: string, message: string): string {
  return page(
    `${heading} - ${PRODUCT_NAME}`,
    `<h1>${escapeHtml(heading)}</h1>
<p class="lead" role="status">${escapeHtml(message)}</p>`,
    PRODUCT_NAME,
  );
}
