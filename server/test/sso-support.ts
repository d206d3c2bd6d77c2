// Helpers for the single sign-on tests: a browser stand-in that follows the local identity
// provider's redirects with its own cookie jar, fills in its login form (or presses Cancel), and
// hands back where the provider finally sent it.
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/demo-seed';

/** What a real browser would carry between the provider's pages. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  keep(response: Response): void {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const split = pair.indexOf('=');
      this.cookies.set(pair.slice(0, split).trim(), pair.slice(split + 1));
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export class ProviderBrowser {
  private readonly jar = new CookieJar();

  async get(url: string | URL): Promise<Response> {
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: this.jar.header() },
    });
    this.jar.keep(response);
    return response;
  }

  async postForm(url: string | URL, form: Record<string, string>): Promise<Response> {
    const response = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        cookie: this.jar.header(),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(form),
    });
    this.jar.keep(response);
    return response;
  }

  /** Follows redirects on the provider's own origin; stops at the first page or foreign redirect. */
  async follow(start: string | URL): Promise<{ url: URL; response: Response }> {
    let url = new URL(start);
    const origin = url.origin;
    for (let hop = 0; hop < 10; hop += 1) {
      const response = await this.get(url);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || location === null) {
        return { url, response };
      }
      url = new URL(location, url);
      if (url.origin !== origin || !url.pathname.startsWith('/oidc/')) {
        return { url, response };
      }
    }
    throw new Error('Too many redirects.');
  }

  /** Opens the authorization URL and answers the provider's login page with the form's `action`. */
  async openLoginPage(authorizeUrl: string): Promise<{ page: URL; html: string }> {
    const { url, response } = await this.follow(authorizeUrl);
    expect(response.status).toBe(200);
    expect(url.pathname).toMatch(/^\/oidc\/interaction\//);
    return { page: url, html: await response.text() };
  }

  /** Submits the login form (or Cancel) and follows the provider back to the application. */
  async submit(
    page: URL,
    html: string,
    choice: { email: string; password: string } | 'cancel',
  ): Promise<Response | URL> {
    const actions = [...html.matchAll(/(?:formaction|action)="([^"]+)"/g)].map((match) => match[1]);
    const login = actions.find((action) => action?.endsWith('/login'));
    const abort = actions.find((action) => action?.endsWith('/abort'));
    const target = choice === 'cancel' ? abort : login;
    if (target === undefined) throw new Error('The provider page has no such form action.');
    const response = await this.postForm(
      new URL(target, page),
      choice === 'cancel' ? {} : { email: choice.email, password: choice.password },
    );
    const location = response.headers.get('location');
    if (response.status !== 303 || location === null) return response;
    return (await this.follow(new URL(location, page))).url;
  }
}

/** Signs in at the provider as `email` and resolves to the application URL it returned to. */
export async function signInAtProvider(
  authorizeUrl: string,
  email = 'sam.sso@harbor.example',
  password = DEMO_PASSWORD,
): Promise<URL> {
  const browser = new ProviderBrowser();
  const { page, html } = await browser.openLoginPage(authorizeUrl);
  const result = await browser.submit(page, html, { email, password });
  if (!(result instanceof URL)) throw new Error(`The provider answered ${result.status}.`);
  return result;
}

/** The code and state (and issuer) the provider put on its redirect. */
export function callbackParameters(url: URL): { code: string; state: string; iss?: string } {
  const code = url.searchParams.get('code');
  const state = url.searchParams.get('state');
  if (code === null || state === null) throw new Error(`No code and state in ${url.href}.`);
  const iss = url.searchParams.get('iss');
  return iss === null ? { code, state } : { code, state, iss };
}
