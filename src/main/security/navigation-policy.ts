// Where Zyno Desktop's windows may go: pages of the app's own origin stay inside; ordinary web
// and mail links open in the system browser; anything else is refused. One check for every
// navigation, redirect, new window and IPC sender.

export type NavigationDecision =
  { action: 'allow' } | { action: 'open-externally'; url: string } | { action: 'deny' };

/**
 * True for a page of `appOrigin` (`app://zyno`, or the server's http(s) origin in development).
 * Compared by scheme, host and port rather than URL.origin, which is "null" for custom schemes.
 */
export function isAppUrl(url: string, appOrigin: string): boolean {
  const page = parseUrl(url);
  const app = parseUrl(appOrigin);
  if (page === undefined || app === undefined) return false;
  if (page.username !== '' || page.password !== '') return false;
  return (
    page.protocol === app.protocol &&
    page.host.toLowerCase() === app.host.toLowerCase() &&
    page.host !== ''
  );
}

/** Returns the URL to hand to the system browser, or undefined when it must not be opened. */
export function externalUrlToOpen(url: string): string | undefined {
  const parsed = parseUrl(url);
  if (parsed === undefined) return undefined;
  return ['https:', 'http:', 'mailto:'].includes(parsed.protocol) ? parsed.href : undefined;
}

/**
 * What to do when a page wants to go to `url` (a link, a redirect, window.open). Only a main
 * frame's navigation is ever handed to the system browser: a subframe has no business opening
 * anything.
 */
export function decideNavigation(
  url: string,
  appOrigin: string,
  { isMainFrame }: { isMainFrame: boolean } = { isMainFrame: true },
): NavigationDecision {
  if (isAppUrl(url, appOrigin)) return { action: 'allow' };
  const external = isMainFrame ? externalUrlToOpen(url) : undefined;
  return external === undefined ? { action: 'deny' } : { action: 'open-externally', url: external };
}

function parseUrl(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}
