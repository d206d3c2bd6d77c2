import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eachWhenIdle } from './when-idle';

/** The browser's idle callbacks, run by hand: each `idle()` is one idle moment. */
let pending: IdleRequestCallback[] = [];

function idle(): void {
  const [next, ...rest] = pending;
  pending = rest;
  next?.({ didTimeout: false, timeRemaining: () => 50 });
}

beforeEach(() => {
  pending = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
    pending.push(callback);
    return pending.length;
  });
  vi.stubGlobal('cancelIdleCallback', () => {
    pending = [];
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('eachWhenIdle', () => {
  it('does one piece of work per idle moment, in order', () => {
    const done: string[] = [];
    eachWhenIdle(['roles', 'locations', 'taxes'], (item) => done.push(item));
    expect(done).toEqual([]);
    idle();
    expect(done).toEqual(['roles']);
    idle();
    expect(done).toEqual(['roles', 'locations']);
    idle();
    idle();
    expect(done).toEqual(['roles', 'locations', 'taxes']);
    expect(pending).toHaveLength(0);
  });

  it('does nothing more once cancelled', () => {
    const done: string[] = [];
    const cancel = eachWhenIdle(['roles', 'locations'], (item) => done.push(item));
    idle();
    cancel();
    idle();
    expect(done).toEqual(['roles']);
  });

  it('ends after one idle moment when there is nothing to do', () => {
    eachWhenIdle([], () => undefined);
    idle();
    expect(pending).toHaveLength(0);
  });
});
