import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createServiceWorkerUpdates,
  TAKEOVER_NUDGE_MS,
  UPDATE_CHECK_WAIT_MS,
} from './service-worker-updates';
import { eventually } from '../../test/eventually';

/** A worker in a given state that moves on when told to. */
class FakeWorker extends EventTarget {
  readonly messages: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  /** What update() finds on the server: a worker that starts installing. */
  nextWorker: FakeWorker | null = null;
  update = vi.fn(() => {
    if (this.nextWorker !== null) {
      this.installing = this.nextWorker;
      this.nextWorker = null;
      this.dispatchEvent(new Event('updatefound'));
    }
    return Promise.resolve();
  });
  /** The installing worker finished installing and now waits. */
  install() {
    const worker = this.installing;
    if (worker === null) throw new Error('Nothing is installing.');
    this.installing = null;
    this.waiting = worker;
    worker.moveTo('installed');
  }
}

interface SetUp {
  controlled?: boolean;
  scriptUrl?: string | null;
}

function setUp({ controlled = true, scriptUrl = '/sw.js' }: SetUp = {}) {
  const registration = new FakeRegistration();
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? new FakeWorker('activated') : null,
    register: vi.fn(() => Promise.resolve(registration)),
  });
  const reload = vi.fn();
  const nudgeActivation = vi.fn();
  const updates = createServiceWorkerUpdates({
    scriptUrl,
    container: container as unknown as ServiceWorkerContainer,
    reload,
    nudgeActivation,
  });
  return { registration, container, reload, nudgeActivation, updates };
}

/** A registered page with a newer deployment's worker waiting. */
async function setUpWaiting() {
  const setUpPage = setUp();
  const waiting = new FakeWorker('installed');
  setUpPage.registration.waiting = waiting;
  await setUpPage.updates.register();
  return { ...setUpPage, waiting };
}

/** A registered page with a worker waiting, and a newer deployment's installing behind it. */
async function setUpWithNewerInstalling() {
  const setUpPage = setUp();
  const superseded = new FakeWorker('installed');
  setUpPage.registration.waiting = superseded;
  await setUpPage.updates.register();
  const newer = new FakeWorker('installing');
  setUpPage.registration.installing = newer;
  return { ...setUpPage, superseded, newer };
}

describe('createServiceWorkerUpdates', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('registers the worker for the whole site, and not where the build has none', async () => {
    const withWorker = setUp();
    await withWorker.updates.register();
    expect(withWorker.container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });

    const without = setUp({ scriptUrl: null });
    await without.updates.register();
    expect(without.container.register).not.toHaveBeenCalled();
  });

  it('says an update waits once a new deployment has installed, and tells subscribers', async () => {
    const { registration, updates } = setUp();
    await updates.register();
    const listener = vi.fn();
    updates.subscribe(listener);

    registration.nextWorker = new FakeWorker('installing');
    await updates.checkForUpdate();
    expect(updates.isUpdateWaiting()).toBe(false);

    registration.install();
    await eventually(() => {
      expect(updates.isUpdateWaiting()).toBe(true);
    });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('takes no first worker for an update: nothing controlled the page before it', async () => {
    const { registration, updates } = setUp({ controlled: false });
    registration.waiting = new FakeWorker('installed');
    await updates.register();
    expect(updates.isUpdateWaiting()).toBe(false);
  });

  it('lets the waiting worker take over, and reloads only once it controls the page', async () => {
    const { container, reload, updates, waiting } = await setUpWaiting();

    await updates.reloadIntoNewestBuild();
    expect(waiting.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reload).not.toHaveBeenCalled();

    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('asks the browser again every 2 s while the worker asked to take over still waits', async () => {
    vi.useFakeTimers();
    const { container, reload, nudgeActivation, updates, waiting } = await setUpWaiting();

    await updates.reloadIntoNewestBuild();
    expect(waiting.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    await vi.advanceTimersByTimeAsync(TAKEOVER_NUDGE_MS - 1);
    expect(nudgeActivation).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(nudgeActivation).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(TAKEOVER_NUDGE_MS);
    expect(nudgeActivation).toHaveBeenCalledTimes(2);
    // Asked once: the browser ignores a second skipWaiting() while the first is pending.
    expect(waiting.messages).toEqual([{ type: 'SKIP_WAITING' }]);

    waiting.moveTo('activating');
    await vi.advanceTimersByTimeAsync(5 * TAKEOVER_NUDGE_MS);
    expect(nudgeActivation).toHaveBeenCalledTimes(2);
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('asks the browser again at once when clicked again while the asked worker waits', async () => {
    vi.useFakeTimers();
    const { nudgeActivation, updates, waiting } = await setUpWaiting();

    await updates.reloadIntoNewestBuild();
    await vi.advanceTimersByTimeAsync(TAKEOVER_NUDGE_MS / 2);
    await updates.reloadIntoNewestBuild();
    expect(nudgeActivation).toHaveBeenCalledTimes(1);
    expect(waiting.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    // Still one series of nudges, every 2 s from the first click.
    await vi.advanceTimersByTimeAsync(TAKEOVER_NUDGE_MS / 2);
    expect(nudgeActivation).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(TAKEOVER_NUDGE_MS - 1);
    expect(nudgeActivation).toHaveBeenCalledTimes(2);
  });

  it('stops asking the browser for a discarded worker, and asks for the newer one instead', async () => {
    vi.useFakeTimers();
    const { registration, nudgeActivation, updates, superseded, newer } =
      await setUpWithNewerInstalling();

    await updates.reloadIntoNewestBuild();
    await vi.advanceTimersByTimeAsync(TAKEOVER_NUDGE_MS);
    expect(nudgeActivation).toHaveBeenCalledTimes(1);
    registration.install();
    superseded.moveTo('redundant');
    await vi.advanceTimersByTimeAsync(0);
    expect(newer.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    // One series of nudges, for the newer worker: the discarded one's has stopped.
    await vi.advanceTimersByTimeAsync(TAKEOVER_NUDGE_MS);
    expect(nudgeActivation).toHaveBeenCalledTimes(2);
    newer.moveTo('activated');
    await vi.advanceTimersByTimeAsync(3 * TAKEOVER_NUDGE_MS);
    expect(nudgeActivation).toHaveBeenCalledTimes(2);
  });

  it('asks the newer worker when another deployment replaces the one asked to take over', async () => {
    const { registration, container, reload, updates, superseded, newer } =
      await setUpWithNewerInstalling();

    await updates.reloadIntoNewestBuild();
    expect(superseded.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    registration.install();
    superseded.moveTo('redundant');
    await eventually(() => {
      expect(newer.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    });
    expect(reload).not.toHaveBeenCalled();

    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads anyway when the worker asked to take over is discarded with nothing newer', async () => {
    const { registration, reload, updates } = setUp();
    const discarded = new FakeWorker('installed');
    registration.waiting = discarded;
    await updates.register();

    await updates.reloadIntoNewestBuild();
    expect(discarded.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    discarded.moveTo('redundant');
    await eventually(() => {
      expect(reload).toHaveBeenCalledTimes(1);
    });
  });

  it('waits for a worker that is still installing before it takes over', async () => {
    const { registration, updates } = setUp();
    await updates.register();
    const worker = new FakeWorker('installing');
    registration.nextWorker = worker;

    const reloading = updates.reloadIntoNewestBuild();
    await eventually(() => {
      expect(registration.installing).toBe(worker);
    });
    registration.install();
    await reloading;
    expect(worker.messages).toEqual([{ type: 'SKIP_WAITING' }]);
  });

  it('just reloads when no newer worker exists, its install fails, or there is no worker', async () => {
    const nothingNew = setUp();
    await nothingNew.updates.register();
    await nothingNew.updates.reloadIntoNewestBuild();
    expect(nothingNew.reload).toHaveBeenCalledTimes(1);

    const failing = setUp();
    await failing.updates.register();
    const broken = new FakeWorker('installing');
    failing.registration.nextWorker = broken;
    const reloading = failing.updates.reloadIntoNewestBuild();
    await eventually(() => {
      expect(failing.registration.installing).toBe(broken);
    });
    broken.moveTo('redundant');
    await reloading;
    expect(broken.messages).toEqual([]);
    expect(failing.reload).toHaveBeenCalledTimes(1);

    const noWorker = setUp({ scriptUrl: null });
    await noWorker.updates.register();
    await noWorker.updates.reloadIntoNewestBuild();
    expect(noWorker.reload).toHaveBeenCalledTimes(1);
  });

  it('goes on with the waiting worker when the check for a newer one never answers', async () => {
    vi.useFakeTimers();
    const { registration, container, reload, updates, waiting } = await setUpWaiting();
    registration.update.mockReturnValueOnce(new Promise<void>(() => undefined));

    const reloading = updates.reloadIntoNewestBuild();
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_WAIT_MS - 1);
    expect(waiting.messages).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await reloading;
    expect(waiting.messages).toEqual([{ type: 'SKIP_WAITING' }]);

    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps the app running when registration or an update check fails', async () => {
    const refused = setUp();
    refused.container.register.mockRejectedValueOnce(new Error('SecurityError'));
    await refused.updates.register();
    expect(refused.updates.isUpdateWaiting()).toBe(false);
    await refused.updates.reloadIntoNewestBuild();
    expect(refused.reload).toHaveBeenCalledTimes(1);

    const offline = setUp();
    await offline.updates.register();
    offline.registration.update.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await offline.updates.reloadIntoNewestBuild();
    expect(offline.registration.update).toHaveBeenCalled();
    expect(offline.reload).toHaveBeenCalledTimes(1);
  });
});
