// Where the Zyno Desktop window may go: pages of the app's own origin stay inside; ordinary web
// links open in the system browser; anything else is refused. One check for every navigation,
// new window and IPC sender.

export function isAppUrl(url: string, appOrigin: string): boolean {
  return parseUrl(url)?.origin === appOrigin;
}

/** Returns the URL to hand to the system browser, or undefined when it must not be opened. */
export function externalUrlToOpen(url: string): string | undefined {
  const parsed = parseUrl(url);
  if (parsed === undefined) return undefined;
  return ['https:', 'http:', 'mailto:'].includes(parsed.protocol) ? parsed.href : undefined;
}

function parseUrl(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}
