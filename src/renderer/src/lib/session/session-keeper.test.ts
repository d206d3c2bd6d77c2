import type { LoginResponse } from '@shared/auth/sign-in';
import { renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api';
import type { TabBroadcast, TabMessage } from '../tab-broadcast';
import type { Session } from './session';
import { useDisableIdleTimeout } from '.';
import { logoutCauseAtom, sessionAtom } from './session-atoms';
import { startSessionKeeper, type SessionKeeper } from './session-keeper';

const MINUTE = 60_000;
const TIMEOUT = 'Your session timed out due to inactivity.';

function fakeTabs() {
  const posted: TabMessage[] = [];
  let listener: ((message: TabMessage) => void) | null = null;
  const tabs: TabBroadcast = {
    post: (message) => posted.push(message),
    subscribe: (next) => {
      listener = next;
      return () => {
        listener = null;
      };
    },
    close: () => undefined,
  };
  return { tabs, posted, receive: (message: TabMessage) => listener?.(message) };
}

function session(overrides: Partial<Session> = {}): Session {
  return {
    jwt: 'old',
    expiresAt: Date.now() + 15 * MINUTE,
    rememberMeExpiresAt: null,
    userId: 'user',
    tenantId: 'tenant',
    impersonatorUserId: null,
    impersonatorTenantId: null,
    ...overrides,
  };
}

function answer(jwt: string, expiresAt: number): LoginResponse {
  return { jwt, expiresAt, rememberMeExpiresAt: null } as LoginResponse;
}

let keeper: SessionKeeper | null = null;
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T09:00:00Z') });
});
afterEach(() => {
  keeper?.stop();
  keeper = null;
  vi.useRealTimers();
});

function start(initial: Session, renew: () => Promise<LoginResponse>, idleTimeoutMs = 15 * MINUTE) {
  const store = createStore();
  store.set(sessionAtom, initial);
  const tabs = fakeTabs();
  const onEnded = vi.fn();
  keeper = startSessionKeeper({ store, renew, idleTimeoutMs, tabs: tabs.tabs, onEnded });
  return { store, tabs, onEnded };
}

describe('the session keeper', () => {
  it('renews when under 5 minutes remain, at the 30-second check', async () => {
    const renew = vi.fn(() => Promise.resolve(answer('new', Date.now() + 15 * MINUTE)));
    const { store } = start(session({ expiresAt: Date.now() + 5 * MINUTE + 40_000 }), renew);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(renew).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(store.get(sessionAtom)?.jwt).toBe('new');
  });

  it('shares one renewal among concurrent callers', async () => {
    let resolve: (value: LoginResponse) => void = () => undefined;
    const renew = vi.fn(() => new Promise<LoginResponse>((done) => (resolve = done)));
    start(session(), renew);
    const running = keeper;
    if (running === null) throw new Error('The keeper did not start.');
    const calls = [running.renew(), running.renew(), running.renew()];
    resolve(answer('new', Date.now() + 15 * MINUTE));
    expect(await Promise.all(calls)).toEqual([true, true, true]);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('clears the session when renewal answers 401', async () => {
    const renew = vi.fn(() =>
      Promise.reject(new ApiError(401, 'unauthorized', 'Your session has ended.')),
    );
    const { store, onEnded } = start(session(), renew);
    expect(await keeper?.renew()).toBe(false);
    expect(store.get(sessionAtom)).toBeNull();
    expect(onEnded).toHaveBeenCalled();
  });

  it('times out after 15 idle minutes with the spec message, and tells the other tabs', async () => {
    const renew = vi.fn(() => Promise.resolve(answer('new', Date.now() + 15 * MINUTE)));
    const { store, tabs } = start(session({ expiresAt: Date.now() + 60 * MINUTE }), renew);
    await vi.advanceTimersByTimeAsync(14 * MINUTE + 30_000);
    expect(store.get(sessionAtom)).not.toBeNull();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(store.get(sessionAtom)).toBeNull();
    expect(store.get(logoutCauseAtom)).toBe(TIMEOUT);
    expect(tabs.posted).toContainEqual({ type: 'logout', cause: TIMEOUT });
  });

  it('does not time out while remember-me is unexpired or a component disabled it', async () => {
    const renew = vi.fn(() => Promise.resolve(answer('new', Date.now() + 60 * MINUTE)));
    const remembered = start(
      session({
        expiresAt: Date.now() + 60 * MINUTE,
        rememberMeExpiresAt: Date.now() + 99 * MINUTE,
      }),
      renew,
    );
    await vi.advanceTimersByTimeAsync(20 * MINUTE);
    expect(remembered.store.get(sessionAtom)).not.toBeNull();
    keeper?.stop();

    const disabled = start(session({ expiresAt: Date.now() + 60 * MINUTE }), renew);
    renderHook(
      () => {
        useDisableIdleTimeout(true);
      },
      {
        wrapper: ({ children }: { children: ReactNode }) =>
          createElement(Provider, { store: disabled.store }, children),
      },
    );
    await vi.advanceTimersByTimeAsync(20 * MINUTE);
    expect(disabled.store.get(sessionAtom)).not.toBeNull();
  });

  it('counts activity in another tab', async () => {
    const renew = vi.fn(() => Promise.resolve(answer('new', Date.now() + 60 * MINUTE)));
    const { store, tabs } = start(session({ expiresAt: Date.now() + 60 * MINUTE }), renew);
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    tabs.receive({ type: 'activity', at: Date.now() });
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(store.get(sessionAtom)).not.toBeNull();
  });

  it('signs out when another tab does, without telling the tabs again', () => {
    const renew = vi.fn(() => Promise.resolve(answer('new', Date.now() + 60 * MINUTE)));
    const { store, tabs } = start(session(), renew);
    tabs.receive({ type: 'logout', cause: null });
    expect(store.get(sessionAtom)).toBeNull();
    expect(tabs.posted.filter((message) => message.type === 'logout')).toEqual([
      { type: 'logout', cause: null },
    ]);
  });

  it('clears an expired token at window focus with the timeout message', () => {
    const renew = vi.fn(() => Promise.resolve(answer('new', Date.now() + 60 * MINUTE)));
    const { store } = start(session({ expiresAt: Date.now() + MINUTE }), renew);
    vi.setSystemTime(Date.now() + 2 * MINUTE);
    window.dispatchEvent(new Event('focus'));
    expect(store.get(sessionAtom)).toBeNull();
    expect(store.get(logoutCauseAtom)).toBe(TIMEOUT);
  });
});
