import { describe, expect, it } from 'vitest';
import {
  createUpdateController,
  UPDATE_CHECK_INTERVAL_MS,
  type RestartAnswer,
  type UpdateControllerOptions,
} from './update-controller';

function setup(overrides: Partial<UpdateControllerOptions> = {}) {
  const calls = { checks: 0, installs: 0, asked: [] as string[], warnings: [] as string[] };
  const intervals: { callback: () => void; ms: number; cleared: boolean }[] = [];
  let answer: RestartAnswer = 'later';
  let checkResult: () => Promise<string | null> = () => Promise.resolve(null);
  const controller = createUpdateController({
    source: {
      checkForUpdates: () => {
        calls.checks += 1;
        return checkResult();
      },
      quitAndInstall: () => {
        calls.installs += 1;
      },
    },
    askToRestart: (version) => {
      calls.asked.push(version);
      return Promise.resolve(answer);
    },
    log: {
      info: () => undefined,
      warn: (message) => calls.warnings.push(message),
    },
    timers: {
      setInterval: (callback, ms) => {
        const entry = { callback, ms, cleared: false };
        intervals.push(entry);
        return entry;
      },
      clearInterval: (handle) => {
        (handle as { cleared: boolean }).cleared = true;
      },
    },
    ...overrides,
  });
  return {
    controller,
    calls,
    intervals,
    answer: (value: RestartAnswer) => {
      answer = value;
    },
    checkResult: (result: () => Promise<string | null>) => {
      checkResult = result;
    },
    downloads: (version: string) => {
      checkResult = () => Promise.resolve(version);
    },
  };
}

describe('update controller', () => {
  it('checks at start and then every four hours', async () => {
    const { controller, calls, intervals } = setup();
    controller.start();
    controller.start();
    await controller.checkNow();
    expect(calls.checks).toBe(1);
    expect(intervals).toHaveLength(1);
    expect(intervals[0]?.ms).toBe(UPDATE_CHECK_INTERVAL_MS);
    expect(UPDATE_CHECK_INTERVAL_MS).toBe(14_400_000);
    intervals[0]?.callback();
    expect(calls.checks).toBe(2);
    controller.stop();
    expect(intervals[0]?.cleared).toBe(true);
  });

  it('runs one check at a time', async () => {
    const { controller, calls, checkResult } = setup();
    let finish: (version: null) => void = () => undefined;
    checkResult(() => new Promise<null>((resolve) => (finish = resolve)));
    const first = controller.checkNow();
    const second = controller.checkNow();
    expect(calls.checks).toBe(1);
    finish(null);
    await Promise.all([first, second]);
    checkResult(() => Promise.resolve(null));
    await controller.checkNow();
    expect(calls.checks).toBe(2);
  });

  it('logs a failed check and never throws', async () => {
    const { controller, calls, checkResult } = setup();
    checkResult(() => Promise.reject(new Error('sha512 checksum mismatch')));
    await expect(controller.checkNow()).resolves.toBeUndefined();
    expect(calls.warnings).toEqual(['Updating failed; trying again at the next check.']);
    expect(calls.asked).toEqual([]);
  });

  it('asks once about a downloaded version, then stops checking; "later" leaves it to install on quit', async () => {
    const { controller, calls, downloads } = setup();
    downloads('25.800.1');
    await controller.checkNow();
    await controller.checkNow();
    expect(calls.checks).toBe(1);
    expect(calls.asked).toEqual(['25.800.1']);
    expect(calls.installs).toBe(0);
  });

  it('asks nothing when there is nothing newer', async () => {
    const { controller, calls } = setup();
    await controller.checkNow();
    expect(calls.asked).toEqual([]);
    expect(controller.installNow()).toBe(false);
  });

  it('restarts into the update when the user says so', async () => {
    const { controller, calls, answer, downloads } = setup();
    answer('restart-now');
    downloads('25.800.1');
    await controller.checkNow();
    expect(calls.installs).toBe(1);
  });

  it('installs on request only when something is downloaded', async () => {
    const { controller, calls, downloads } = setup();
    expect(controller.installNow()).toBe(false);
    downloads('25.800.1');
    await controller.checkNow();
    expect(controller.installNow()).toBe(true);
    expect(calls.installs).toBe(1);
  });

  it('survives a failing dialog and a failing install', async () => {
    const { controller, calls } = setup({
      askToRestart: () => Promise.reject(new Error('no window')),
      source: {
        checkForUpdates: () => Promise.resolve('25.800.1'),
        quitAndInstall: () => {
          throw new Error('installer missing');
        },
      },
    });
    await expect(controller.checkNow()).resolves.toBeUndefined();
    expect(controller.installNow()).toBe(false);
    expect(calls.warnings).toHaveLength(2);
  });
});
