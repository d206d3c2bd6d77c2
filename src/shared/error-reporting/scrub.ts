// What error reports may not carry, removed before an event or breadcrumb leaves the process:
// tokens, passwords, PINs, keys and fingerprint data, by field name and by shape. Used by the web
// app's and Zyno Desktop's `beforeSend` / `beforeBreadcrumb`; depends on no SDK.

export const FILTERED = '[Filtered]';

/**
 * Field and header names whose values are secret wherever they appear (compared lower-case with
 * `-` and `_` removed): credentials and session tokens, the API's own headers, install keys and
 * signatures, and fingerprint data (templates, images, samples).
 */
const SECRET_NAMES = new Set([
  'authorization',
  'proxyauthorization',
  'cookie',
  'cookies',
  'setcookie',
  'jwt',
  'token',
  'accesstoken',
  'idtoken',
  'refreshtoken',
  'sessiontoken',
  'bearer',
  'password',
  'newpassword',
  'currentpassword',
  'pin',
  'secret',
  'privatekey',
  'signature',
  'apikey',
  'xzynotenantid',
  'xzynomasqueradetenantid',
  'xzynomasqueradeuserid',
  'xzynoreplaysessionid',
  'xzynosocketid',
  'idempotencykey',
  'xcachettoken',
  'fmd',
  'fmds',
  'png',
  'sample',
  'samples',
  'template',
  'templates',
  'fingerprint',
  'fingerprints',
]);

/**
 * The reader's sample sends its template as `Data`; lower-case `data` is the SDKs' own bag for
 * breadcrumbs and contexts, so only the capitalised name is masked.
 */
const CASE_SENSITIVE_SECRET_NAMES = new Set(['Data']);

/** Query parameters whose values are secret: sign-on codes and states, tokens, passwords. */
const SECRET_QUERY_PARAMETERS = new Set([
  'code',
  'state',
  'sessionstate',
  'token',
  'accesstoken',
  'idtoken',
  'jwt',
  'password',
  'pin',
]);

/** Request and breadcrumb fields that carry bodies: dropped, never inspected. */
const BODY_NAMES = new Set(['body', 'requestbody', 'responsebody']);

const JWT = /\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g;
const BEARER = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
const QUERY_PAIR = /([?&#;])([^=&#\s"'<>]+)=([^&#\s"'<>]*)/g;

function normalizedName(name: string): string {
  return name.toLowerCase().replace(/[-_]/g, '');
}

/** Whether a field called `name` may not be reported. */
export function isSecretName(name: string): boolean {
  return SECRET_NAMES.has(normalizedName(name)) || CASE_SENSITIVE_SECRET_NAMES.has(name);
}

/** The text with tokens, bearer credentials, secret query values and the given values masked. */
export function scrubText(text: string, knownSecrets: readonly string[] = []): string {
  let scrubbed = text;
  for (const secret of knownSecrets) {
    if (secret.length >= 4) scrubbed = scrubbed.split(secret).join(FILTERED);
  }
  return scrubbed
    .replace(JWT, FILTERED)
    .replace(BEARER, (_match, scheme: string) => `${scheme} ${FILTERED}`)
    .replace(QUERY_PAIR, (match, separator: string, name: string) =>
      SECRET_QUERY_PARAMETERS.has(normalizedName(safeDecode(name)))
        ? `${separator}${name}=${FILTERED}`
        : match,
    );
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * A copy of `value` with secret fields masked, bodies dropped and every string scrubbed.
 * `knownSecrets` are values to mask wherever they appear (the current session's token).
 */
export function scrubValue<T>(value: T, knownSecrets: readonly string[] = []): T {
  return scrubNode(value, knownSecrets, new WeakMap()) as T;
}

function scrubNode(
  value: unknown,
  knownSecrets: readonly string[],
  seen: WeakMap<object, unknown>,
): unknown {
  if (typeof value === 'string') return scrubText(value, knownSecrets);
  if (value === null || typeof value !== 'object') return value;
  const done = seen.get(value);
  if (done !== undefined) return done;
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const item of value) copy.push(scrubNode(item, knownSecrets, seen));
    return copy;
  }
  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  for (const [name, field] of Object.entries(value)) {
    if (BODY_NAMES.has(normalizedName(name))) continue;
    copy[name] = isSecretName(name) ? FILTERED : scrubNode(field, knownSecrets, seen);
  }
  return copy;
}

/** Request fields an SDK may fill from the page or the incoming request: never sent. */
const DROPPED_REQUEST_FIELDS = ['cookies', 'data', 'query_string'] as const;

/** An event fit to send: request cookies, body and query dropped, everything else scrubbed. */
export function scrubEvent<T extends object>(event: T, knownSecrets: readonly string[] = []): T {
  const scrubbed = scrubValue(event, knownSecrets);
  const request: unknown = Reflect.get(scrubbed, 'request');
  if (typeof request === 'object' && request !== null) {
    for (const field of DROPPED_REQUEST_FIELDS) Reflect.deleteProperty(request, field);
  }
  return scrubbed;
}

/** A breadcrumb fit to keep; the SDKs' fetch/xhr breadcrumbs carry URLs and bodies. */
export function scrubBreadcrumb<T extends object>(
  breadcrumb: T,
  knownSecrets: readonly string[] = [],
): T {
  return scrubValue(breadcrumb, knownSecrets);
}
