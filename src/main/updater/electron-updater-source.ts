// Zyno Desktop's updates run on electron-updater's own code — its generic provider reads
// latest.yml, its downloader verifies the SHA-512 while the file streams in and deletes a file
// that fails — because all of it runs without the Electron binary once `electron` itself is
// stood in for (the end-to-end test does exactly that), so nothing here re-implements it. This
// module adds what it leaves out: latest.yml checked with zod before any download, the size
// checked after it, progress logged, and one promise per check that settles with the verified
// version. Electron-free: it takes the updater; index.ts passes electron-updater's autoUpdater.
import { rm, stat } from 'node:fs/promises';
import type { AppUpdater, Logger, ProgressInfo } from 'electron-updater';
import { DESKTOP_PRODUCT_NAME } from '@shared/product';
import type { UpdateSource } from './update-controller';
import { expectedFileSize, parseFeedUpdateInfo } from './update-feed';

export interface ElectronUpdaterSourceOptions {
  /** The generic feed: a folder served over HTTP(S) holding latest.yml and the installers. */
  feedUrl: string;
  isPackaged: boolean;
  log: Logger;
}

export function createElectronUpdaterSource(
  updater: AppUpdater,
  { feedUrl, isPackaged, log }: ElectronUpdaterSourceOptions,
): UpdateSource {
  updater.logger = log;
  updater.setFeedURL({ provider: 'generic', url: feedUrl });
  updater.autoDownload = true;
  updater.autoInstallOnAppQuit = true;
  updater.allowDowngrade = false;
  updater.allowPrerelease = false;
  // Releases are full NSIS installers; a web installer's package would be one more download path.
  updater.disableWebInstaller = true;
  // From source, updates run only because a feed was given explicitly (testing a feed); the cache
  // folder's name then comes from dev-app-update.yml at the repository root.
  updater.forceDevUpdateConfig = !isPackaged;
  // Runs on a newer (or older) latest.yml before anything is downloaded; throwing fails the check.
  const supportedByOs = updater.isUpdateSupported;
  updater.isUpdateSupported = (info) => {
    parseFeedUpdateInfo(info);
    return supportedByOs(info);
  };
  updater.on('download-progress', (progress: ProgressInfo) => {
    log.info(
      `Downloading: ${Math.floor(progress.percent)}% (${progress.transferred} of ${progress.total} bytes).`,
    );
  });

  return {
    async checkForUpdates() {
      const result = await updater.checkForUpdates();
      // No download promise: nothing newer, or (from source) updates are off.
      if (result?.downloadPromise == null) return null;
      const [file] = await result.downloadPromise;
      const info = parseFeedUpdateInfo(result.updateInfo);
      if (file === undefined) throw new Error(`No file was downloaded for ${info.version}.`);
      const expected = expectedFileSize(info, file);
      const { size } = await stat(file);
      if (size !== expected) {
        // The SHA-512 matched but latest.yml disagrees with itself: refuse the file outright, so
        // nothing is offered and nothing installs when the app quits.
        updater.autoInstallOnAppQuit = false;
        await rm(file, { force: true });
        throw new Error(
          `Refused ${DESKTOP_PRODUCT_NAME} ${info.version}: the download is ${size} bytes where latest.yml says ${expected ?? 'nothing (the file is not listed)'}; it was deleted.`,
        );
      }
      updater.autoInstallOnAppQuit = true;
      return info.version;
    },
    quitAndInstall() {
      updater.quitAndInstall();
    },
  };
}
