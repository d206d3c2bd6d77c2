// Zyno Desktop's updates end to end against a local generic feed: a real HTTP server serving a
// folder with latest.yml and an installer, electron-updater's real Windows updater (provider,
// downloader, SHA-512 check, cache) with only `electron` stood in for, our source and controller.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import electronUpdater from 'electron-updater';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElectronUpdaterSource } from './electron-updater-source';
import { installElectronStandIn, type ElectronStandIn } from './electron-stand-in';
import { createUpdateController } from './update-controller';

const REPOSITORY_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const RUNNING = '25.800.0';
const NEWER = '25.900.0';
const INSTALLER = `Zyno-Desktop-Setup-${NEWER}.exe`;
/** dev-app-update.yml's updaterCacheDirName: where downloads go when running from source. */
const CACHE_DIR_NAME = 'zyno-desktop-dev-updater';

const sha512 = (bytes: Buffer) => createHash('sha512').update(bytes).digest('base64');

interface FeedRelease {
  version: string;
  /** What latest.yml describes. */
  installer: Buffer;
  /** What the server actually sends (a tampered file); the described installer by default. */
  served?: Buffer;
  sha512?: string;
  size?: number;
}

function latestYml({ version, installer, ...overrides }: FeedRelease): string {
  const name = `Zyno-Desktop-Setup-${version}.exe`;
  const hash = overrides.sha512 ?? sha512(installer);
  return [
    `version: ${version}`,
    'files:',
    `  - url: ${name}`,
    `    sha512: ${hash}`,
    `    size: ${overrides.size ?? installer.length}`,
    `path: ${name}`,
    `sha512: ${hash}`,
    "releaseDate: '2026-11-26T06:00:00.000Z'",
    '',
  ].join('\n');
}

let root: string;
let feedDir: string;
let cacheHome: string;
let server: Server;
let feedUrl: string;
let requested: string[];
let electron: ElectronStandIn;

async function publish(release: FeedRelease): Promise<void> {
  await writeFile(path.join(feedDir, 'latest.yml'), latestYml(release));
  const file = path.join(feedDir, `Zyno-Desktop-Setup-${release.version}.exe`);
  await writeFile(file, release.served ?? release.installer);
}

/** Every file under the updater's cache folder, relative to it. */
async function cachedFiles(): Promise<string[]> {
  const dir = path.join(cacheHome, CACHE_DIR_NAME);
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

function startUpdates() {
  const updater = new electronUpdater.NsisUpdater();
  // electron-updater's own seam for running its Windows updater elsewhere: the Windows feed name
  // (latest.yml, where Linux would read latest-linux.yml) and a full download (no blockmaps).
  Object.assign(updater, {
    _testOnlyOptions: { platform: 'win32', isUseDifferentialDownload: false },
  });
  const logs: string[] = [];
  const failures: string[] = [];
  const log = {
    info: (message: unknown) => logs.push(String(message)),
    warn: (message: unknown, error?: unknown) => {
      logs.push(String(message));
      if (error instanceof Error) failures.push(error.message);
    },
    error: (message: unknown) => logs.push(String(message)),
  };
  const asked: string[] = [];
  const controller = createUpdateController({
    source: createElectronUpdaterSource(updater, { feedUrl, isPackaged: false, log }),
    askToRestart: (version) => {
      asked.push(version);
      return Promise.resolve('later');
    },
    log,
  });
  return { updater, controller, logs, failures, asked };
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'zyno-updates-'));
  server = createServer((request, response) => {
    const name = decodeURIComponent(new URL(request.url ?? '/', 'http://feed').pathname).slice(1);
    requested.push(name);
    readFile(path.join(feedDir, path.basename(name))).then(
      (body) => {
        response.writeHead(200, { 'content-length': body.length }).end(body);
      },
      () => {
        response.writeHead(404).end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/desktop/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
});

beforeEach(async () => {
  const run = await mkdtemp(path.join(root, 'run-'));
  feedDir = path.join(run, 'feed');
  cacheHome = path.join(run, 'cache');
  await mkdir(feedDir);
  requested = [];
  // Linux's cache root for electron-updater (where %LOCALAPPDATA% is on Windows).
  vi.stubEnv('XDG_CACHE_HOME', cacheHome);
  electron = installElectronStandIn({
    version: RUNNING,
    appPath: REPOSITORY_ROOT,
    userDataPath: path.join(run, 'user-data'),
  });
});

afterEach(() => {
  electron.restore();
  vi.unstubAllEnvs();
});

describe('Zyno Desktop updates from a generic feed', () => {
  it('finds a newer version, downloads it with progress, verifies it and asks to restart', async () => {
    const installer = randomBytes(256 * 1024);
    await publish({ version: NEWER, installer });
    const { updater, controller, logs, failures, asked } = startUpdates();

    await controller.checkNow();

    expect(failures).toEqual([]);
    expect(asked).toEqual([NEWER]);
    expect(requested).toEqual(['desktop/latest.yml', `desktop/${INSTALLER}`]);
    expect(logs).toContain(`Downloading: 100% (${installer.length} of ${installer.length} bytes).`);
    const pending = path.join(cacheHome, CACHE_DIR_NAME, 'pending', INSTALLER);
    expect(sha512(await readFile(pending))).toBe(sha512(installer));
    // "Later": it installs when the app quits.
    expect(updater.autoInstallOnAppQuit).toBe(true);
    expect(electron.quitListenerCount()).toBe(1);

    // Once downloaded, later checks leave the feed alone.
    await controller.checkNow();
    expect(requested).toHaveLength(2);
  });

  it.each([
    {
      tampering: 'the installer bytes changed after release',
      release: (installer: Buffer) => {
        const served = Buffer.from(installer);
        served.writeUInt8(served.readUInt8(0) ^ 1, 0);
        return { installer, served };
      },
    },
    {
      tampering: "latest.yml's sha512 is not the installer's",
      release: (installer: Buffer) => ({ installer, sha512: sha512(randomBytes(16)) }),
    },
  ])('refuses a tampered download ($tampering) and deletes it', async ({ release }) => {
    await publish({ version: NEWER, ...release(randomBytes(64 * 1024)) });
    const { controller, logs, failures, asked } = startUpdates();

    await controller.checkNow();

    expect(asked).toEqual([]);
    expect(requested).toContain(`desktop/${INSTALLER}`);
    expect(failures).toEqual([expect.stringMatching(/^sha512 checksum mismatch, expected /)]);
    expect(logs).toContain('Updating failed; trying again at the next check.');
    expect(await cachedFiles()).toEqual([]);
    expect(electron.quitListenerCount()).toBe(0);
  });

  it('refuses a download whose size is not the one latest.yml gives, and deletes it', async () => {
    const installer = randomBytes(64 * 1024);
    await publish({ version: NEWER, installer, size: installer.length + 1 });
    const { updater, controller, failures, asked } = startUpdates();

    await controller.checkNow();

    expect(asked).toEqual([]);
    expect(failures).toEqual([
      `Refused Zyno Desktop ${NEWER}: the download is ${installer.length} bytes where latest.yml says ${installer.length + 1}; it was deleted.`,
    ]);
    expect((await cachedFiles()).filter((file) => file.endsWith('.exe'))).toEqual([]);
    expect(updater.autoInstallOnAppQuit).toBe(false);
  });

  it.each([
    { feed: 'the same version', version: RUNNING },
    { feed: 'an older version', version: '25.700.3' },
  ])('ignores $feed', async ({ version }) => {
    await publish({ version, installer: randomBytes(1024) });
    const { controller, failures, asked } = startUpdates();

    await controller.checkNow();

    expect(failures).toEqual([]);
    expect(asked).toEqual([]);
    expect(requested).toEqual(['desktop/latest.yml']);
    expect(await cachedFiles()).toEqual([]);
  });

  it.each([
    {
      malformed: 'not YAML',
      yml: 'version: [25.900.0\nfiles: {',
      error: /^Cannot parse update info from latest\.yml/,
    },
    {
      malformed: 'a version that is not semver',
      yml: latestYml({ version: NEWER, installer: Buffer.from('x') }).replace(NEWER, 'next'),
      error: /does not have a valid semver version: "next"/,
    },
    {
      malformed: 'a file without its sha512',
      yml: latestYml({ version: NEWER, installer: Buffer.from('x') }).replace(
        /^ {4}sha512: .*\n/m,
        '',
      ),
      error: /^The update feed's latest\.yml is malformed \(files\.0\.sha512: /,
    },
    {
      malformed: 'a file without its size',
      yml: latestYml({ version: NEWER, installer: Buffer.from('x') }).replace(
        /^ {4}size: .*\n/m,
        '',
      ),
      error: /^The update feed's latest\.yml is malformed \(files\.0\.size: /,
    },
  ])('reports a latest.yml with $malformed as a clear error', async ({ yml, error }) => {
    await writeFile(path.join(feedDir, 'latest.yml'), yml);
    await writeFile(path.join(feedDir, INSTALLER), 'x');
    const { controller, failures, asked } = startUpdates();

    await controller.checkNow();

    expect(failures).toEqual([expect.stringMatching(error)]);
    expect(asked).toEqual([]);
    expect(requested).toEqual(['desktop/latest.yml']);
  });
});
