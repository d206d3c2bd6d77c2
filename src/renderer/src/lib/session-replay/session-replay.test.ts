// Session replay's start: nothing loaded unless configured; once loaded, told who is signed in
// by account and tenant id, and its session id handed out only once it has one.
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { TEST_CONFIG } from '../../test/fake-auth-server';
import { sessionAtom } from '../session';
import type { ReplayUser, startReplayTracker } from './replay-tracker';
import { startSessionReplay } from './session-replay';

const CONFIGURED = {
  ...TEST_CONFIG,
  sessionReplay: { projectKey: 'zyno-project', ingestPoint: 'https://replay.example.com/ingest' },
};

const SESSION = {
  jwt: 'token',
  expiresAt: Date.now() + 60_000,
  rememberMeExpiresAt: null,
  userId: '7d1e2f30-4b5c-4d6e-8f90-a1b2c3d4e5f6',
  tenantId: '0b6f3c1e-8a52-4d5e-9a43-1f2d3c4b5a60',
  impersonatorUserId: null,
  impersonatorTenantId: null,
};

function fakeTracker() {
  let sessionId: string | null = null;
  const identified: ReplayUser[] = [];
  const start = vi.fn<typeof startReplayTracker>(() => ({
    sessionId: () => sessionId,
    identify: (user) => identified.push(user),
  }));
  return {
    load: () => Promise.resolve({ startReplayTracker: start }),
    start,
    identified,
    begin: (id: string) => {
      sessionId = id;
    },
  };
}

describe('startSessionReplay', () => {
  it('loads nothing and has no session id when the configuration leaves it off', () => {
    const load = vi.fn(() => Promise.reject(new Error('must not load')));
    const replay = startSessionReplay({ config: TEST_CONFIG, store: createStore(), load });

    expect(load).not.toHaveBeenCalled();
    expect(replay.sessionId()).toBeNull();
  });

  it('starts the tracker with the signed-in account and tenant ids, and follows sign-ins', async () => {
    const store = createStore();
    store.set(sessionAtom, SESSION);
    const tracker = fakeTracker();
    const replay = startSessionReplay({ config: CONFIGURED, store, load: tracker.load });

    await vi.waitFor(() => {
      expect(tracker.start).toHaveBeenCalledWith({
        projectKey: 'zyno-project',
        ingestPoint: 'https://replay.example.com/ingest',
        user: { userId: SESSION.userId, tenantId: SESSION.tenantId },
      });
    });
    expect(replay.sessionId()).toBeNull();
    tracker.begin('7741094412865536');
    expect(replay.sessionId()).toBe('7741094412865536');

    const next = { ...SESSION, userId: '11111111-2222-4333-8444-555555555555' };
    store.set(sessionAtom, null);
    store.set(sessionAtom, next);
    expect(tracker.identified).toEqual([{ userId: next.userId, tenantId: next.tenantId }]);
  });
});
