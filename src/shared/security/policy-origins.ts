// Origins written into Content-Security-Policies (the reference server's for the web app, Zyno
// Desktop's for its app:// pages) from URLs a configuration names: only an origin that cannot end
// or extend a directive is ever written.

/** Scheme, host name or bracketed IPv6 address, optional port: nothing that could end a directive. */
const SAFE_ORIGIN = /^(?:https?|wss?):\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export function isPolicySafeOrigin(origin: string): boolean {
  return SAFE_ORIGIN.test(origin);
}

/** The distinct origins of the URLs given; null, unparsable and unsafe ones are left out. */
export function policyOrigins(urls: readonly (string | null)[]): string[] {
  const found = new Set<string>();
  for (const url of urls) {
    if (url === null || !URL.canParse(url)) continue;
    const { origin } = new URL(url);
    if (isPolicySafeOrigin(origin)) found.add(origin);
  }
  return [...found];
}
