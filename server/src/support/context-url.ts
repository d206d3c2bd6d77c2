// The page a support request was asked from, as stored: without its fragment and without query
// parameters that may carry a secret (a sign-on return's code and state, any token or key), so a
// request never keeps a credential that happened to be in the address bar.
const SECRET_PARAMETER = /code|state|token|secret|password|passwd|pin|key|jwt|auth|session|sig/i;

export function storableContextUrl(contextUrl: string): string {
  const url = new URL(contextUrl);
  url.hash = '';
  for (const name of [...url.searchParams.keys()]) {
    if (SECRET_PARAMETER.test(name)) url.searchParams.delete(name);
  }
  return url.toString();
}
