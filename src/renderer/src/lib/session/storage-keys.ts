// Every key the session keeps in client storage (spec §3), where it lives and when it is cleared.
// "Session storage" is the Storage handed to the session store: localStorage in a browser,
// sessionStorage in install mode (spec §4 Session start 6). "Persistent" is always localStorage.

export const SESSION_KEYS = {
  /** Session storage. Cleared at sign-out and whenever the stored session is found invalid. */
  jwt: 'zyno.session.jwt',
  /** Session storage, ms since the epoch. Cleared with the JWT. */
  expiresAt: 'zyno.session.expiresAt',
  /** Session storage, ms since the epoch; absent without "keep me signed in". Cleared with the JWT. */
  rememberMeExpiresAt: 'zyno.session.rememberMeExpiresAt',
  /** Session storage. Cleared with the JWT. */
  userId: 'zyno.session.userId',
  /**
   * Session storage. Kept at sign-out so the next sign-in prefers the same tenant (spec §4
   * Session start 4); cleared only when a stored session is dropped for lacking one. Zyno Desktop
   * writes the detected install's tenant here (spec §4 Desktop detection 4).
   */
  tenantId: 'zyno.session.tenantId',
  /** Session storage; set while impersonating a user. Cleared with the JWT. */
  impersonatorUserId: 'zyno.session.impersonatorUserId',
  /** Session storage; set while an MSP acts inside a customer tenant. Cleared with the JWT. */
  impersonatorTenantId: 'zyno.session.impersonatorTenantId',
  /** Session storage. Why the last session ended; read once at start and removed right away. */
  logoutCause: 'zyno.session.logoutCause',
  /**
   * Session storage: the last identity and permissions the server gave this session, as JSON
   * with whose they are (user, tenant, install, impersonation), so a reload or a new tab without
   * the network still opens the app (docs/service-worker.md). Kept where the session is, so it
   * lasts exactly as long as the session's credentials. Cleared at sign-out, whenever the user,
   * tenant, install or impersonation changes, and when the server refuses them (401/403).
   */
  lastAccess: 'zyno.session.lastAccess',
} as const;

export const PERSISTENT_KEYS = {
  /** Persistent storage. Random id of this browser for password login and renewal; never cleared. */
  browserId: 'zyno.browserId',
  /**
   * Persistent storage. The newest platform incident update the user acknowledged by clicking
   * the status icon (spec §3); never cleared, so an acknowledged update stays quiet.
   */
  acknowledgedIncidentId: 'zyno.status.acknowledgedIncidentId',
} as const;

export const INSTALL_KEYS = {
  /**
   * Zyno Desktop's session storage (the window's): the detected install `{ id, tenantId,
   * tenantName }` as JSON. Written at detection, removed when detection answers 401; a fresh
   * start of the app detects again.
   */
  install: 'zyno.install',
} as const;

/** The keys that make up a signed-in session and what it was told, all cleared together at sign-out. */
export const SESSION_CREDENTIAL_KEYS = [
  SESSION_KEYS.jwt,
  SESSION_KEYS.expiresAt,
  SESSION_KEYS.rememberMeExpiresAt,
  SESSION_KEYS.userId,
  SESSION_KEYS.impersonatorUserId,
  SESSION_KEYS.impersonatorTenantId,
  SESSION_KEYS.lastAccess,
] as const;
