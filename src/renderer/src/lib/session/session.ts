// The signed-in session and its storage form: reading it back at start applies spec §4 Session
// start 1–2, so a session that can neither be used nor renewed never reaches the app.
import * as z from 'zod/mini';
import { SESSION_CREDENTIAL_KEYS, SESSION_KEYS } from './storage-keys';

export interface Session {
  jwt: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
  /** Milliseconds since the epoch; null unless the user chose to stay signed in. */
  rememberMeExpiresAt: number | null;
  userId: string;
  tenantId: string;
  impersonatorUserId: string | null;
  impersonatorTenantId: string | null;
}

/** Stored as a decimal string; anything else makes the stored session unreadable. */
const millis = z.pipe(z.string().check(z.regex(/^\d{1,16}$/)), z.transform(Number));
const storedSessionSchema = z.object({
  jwt: z.string().check(z.minLength(1)),
  expiresAt: millis,
  rememberMeExpiresAt: z.nullable(millis),
  userId: z.string().check(z.minLength(1)),
  tenantId: z.string().check(z.minLength(1)),
  impersonatorUserId: z.nullable(z.string().check(z.minLength(1))),
  impersonatorTenantId: z.nullable(z.string().check(z.minLength(1))),
});

type StoredSessionState =
  | { kind: 'none' }
  | { kind: 'valid'; session: Session }
  /** Expired, but an unexpired remember-me allows one renewal (spec §4 Session start 3). */
  | { kind: 'renewable'; session: Session };

function isExpired(session: Session, now: number): boolean {
  return session.expiresAt <= now;
}

/** Reads the stored session and clears whatever of it may not be used (spec §4, §5). */
export function loadStoredSession(storage: Storage, now: number): StoredSessionState {
  const jwt = storage.getItem(SESSION_KEYS.jwt);
  if (jwt === null) return { kind: 'none' };

  const parsed = storedSessionSchema.safeParse({
    jwt,
    expiresAt: storage.getItem(SESSION_KEYS.expiresAt),
    rememberMeExpiresAt: storage.getItem(SESSION_KEYS.rememberMeExpiresAt),
    userId: storage.getItem(SESSION_KEYS.userId),
    tenantId: storage.getItem(SESSION_KEYS.tenantId),
    impersonatorUserId: storage.getItem(SESSION_KEYS.impersonatorUserId),
    impersonatorTenantId: storage.getItem(SESSION_KEYS.impersonatorTenantId),
  });
  if (!parsed.success) {
    // Covers the spec's "no tenant id" rule as well as anything unreadable.
    clearStoredSession(storage, { keepTenant: false });
    return { kind: 'none' };
  }

  const session = parsed.data;
  if (!isExpired(session, now)) return { kind: 'valid', session };
  if (session.rememberMeExpiresAt !== null && session.rememberMeExpiresAt > now) {
    return { kind: 'renewable', session };
  }
  clearStoredSession(storage, { keepTenant: true });
  return { kind: 'none' };
}

export function writeStoredSession(storage: Storage, session: Session): void {
  const entries: [string, string | null][] = [
    [SESSION_KEYS.jwt, session.jwt],
    [SESSION_KEYS.expiresAt, String(session.expiresAt)],
    [SESSION_KEYS.rememberMeExpiresAt, nullableString(session.rememberMeExpiresAt)],
    [SESSION_KEYS.userId, session.userId],
    [SESSION_KEYS.tenantId, session.tenantId],
    [SESSION_KEYS.impersonatorUserId, session.impersonatorUserId],
    [SESSION_KEYS.impersonatorTenantId, session.impersonatorTenantId],
  ];
  for (const [key, value] of entries) {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  }
}

/** Removes the session's credentials; the tenant id stays as the next sign-in's preference. */
export function clearStoredSession(storage: Storage, { keepTenant }: { keepTenant: boolean }) {
  for (const key of SESSION_CREDENTIAL_KEYS) storage.removeItem(key);
  if (!keepTenant) storage.removeItem(SESSION_KEYS.tenantId);
}

function nullableString(value: number | null): string | null {
  return value === null ? null : String(value);
}
