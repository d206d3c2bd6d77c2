// The version file every web build carries (spec §7 "A version file is fetched when a screen fails
// to load"; the login page polls it for updates). A build whose id differs from the running one
// means a newer web app has been deployed and a reload picks it up.
import * as z from 'zod/mini';

export const VERSION_FILE_PATH = '/version.json';

export const versionFileSchema = z.object({
  /** The product version users see (spec §1). */
  version: z.string().check(z.minLength(1)),
  /** Unique per build: what tells a running app that a newer one is deployed. */
  build: z.string().check(z.minLength(1)),
});
export type VersionFile = z.infer<typeof versionFileSchema>;
