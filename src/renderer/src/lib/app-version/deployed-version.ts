// Whether a newer web app than the running one has been deployed: the login page's update poll,
// the update icon and the screen-load failure path all ask this (spec §2, §4).
import { isVersionFile, VERSION_FILE_PATH } from '@shared/app-version';

declare const __ZYNO_BUILD_ID__: string;

/** The build id compiled into this app (`vite.version-file.ts`); "development" under vitest. */
export const RUNNING_BUILD_ID: string =
  typeof __ZYNO_BUILD_ID__ === 'string' ? __ZYNO_BUILD_ID__ : 'development';

/**
 * True when the deployed version file names another build. An unreachable or malformed file
 * counts as no update: reloading into a broken deployment would not help the user.
 */
export async function isNewerVersionDeployed(
  fetchFn: typeof fetch = fetch,
  runningBuildId: string = RUNNING_BUILD_ID,
): Promise<boolean> {
  try {
    const response = await fetchFn(VERSION_FILE_PATH, { cache: 'no-store' });
    if (!response.ok) return false;
    const file: unknown = await response.json();
    return isVersionFile(file) && file.build !== runningBuildId;
  } catch {
    return false;
  }
}
