// The version file every web build carries (spec §7 "A version file is fetched when a screen fails
// to load"; the login page polls it for updates). A build whose id differs from the running one
// means a newer web app has been deployed and a reload picks it up.

export const VERSION_FILE_PATH = '/version.json';

export interface VersionFile {
  /** The product version users see (spec §1). */
  version: string;
  /** Unique per build: what tells a running app that a newer one is deployed. */
  build: string;
}

/**
 * Whether `value` is a version file: checked by hand rather than with a zod schema, because the
 * check runs exactly when this build's other files may be gone from the server (a newer one was
 * deployed), so it may not depend on fetching any, and it is part of the login page's first paint.
 */
export function isVersionFile(value: unknown): value is VersionFile {
  if (typeof value !== 'object' || value === null) return false;
  const version: unknown = Reflect.get(value, 'version');
  const build: unknown = Reflect.get(value, 'build');
  return typeof version === 'string' && version !== '' && typeof build === 'string' && build !== '';
}
