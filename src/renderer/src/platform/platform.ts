// What features may ask about the environment the web app runs in; one implementation for a
// browser and one for Zyno Desktop, so no feature needs to know which it is running in.
export interface Platform {
  kind: 'web' | 'desktop';
  /** Spec §9 idle threshold: 15 minutes in a browser, 1.5 minutes in the desktop client. */
  idleTimeoutMs: number;
  /** Whether this is a development build (Zyno Desktop shows it in the login page footer). */
  isDevelopment(): Promise<boolean>;
  /** Whether a fingerprint reader is attached (always false in a browser). */
  hasFingerprintReader(): Promise<boolean>;
}
