// A Sentry DSN as deployments configure it (ZYNO_SENTRY_DSN): http(s), the project's public key
// as the user name, the project id as the last path segment.

/** Whether `text` is a DSN the SDKs accept, such as https://key@o1.ingest.sentry.io/42. */
export function isSentryDsn(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.username !== '' &&
    url.password === '' &&
    /^\/(?:[^/?#]+\/)*\d+$/.test(url.pathname) &&
    url.search === '' &&
    url.hash === ''
  );
}

export function sentryDsnMessage(variable: string): string {
  return `${variable} must be a Sentry DSN such as https://key@o1.ingest.sentry.io/42.`;
}
