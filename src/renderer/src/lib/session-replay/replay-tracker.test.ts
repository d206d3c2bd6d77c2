// The tracker's set-up: secrets hidden, network headers and bodies left out, assist's consent
// texts, the signed-in person named by account and tenant id only, and a new recording for each
// person who signs in after someone signed out.
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionAtom } from '../session';
import { SESSION_REPLAY_MESSAGES as M } from './messages';
import { startReplayTracker, TENANT_METADATA } from './replay-tracker';

const fake = vi.hoisted(() => {
  const state = {
    options: null as Record<string, unknown> | null,
    assistOptions: null as Record<string, unknown> | null,
    started: [] as unknown[],
    users: [] as string[],
    metadata: [] as [string, string][],
    active: false,
    stops: 0,
    sessionId: '7741094412865536',
  };
  class FakeTracker {
    constructor(options: Record<string, unknown>) {
      state.options = options;
    }
    use(plugin: unknown) {
      return plugin;
    }
    start(options: unknown) {
      state.started.push(options);
      return Promise.resolve();
    }
    isActive() {
      return state.active;
    }
    getSessionID() {
      return state.sessionId;
    }
    stop() {
      state.stops += 1;
      state.active = false;
    }
    setUserID(id: string) {
      state.users.push(id);
    }
    setMetadata(key: string, value: string) {
      state.metadata.push([key, value]);
    }
  }
  return { state, FakeTracker };
});
vi.mock('@openreplay/tracker', () => ({
  default: fake.FakeTracker,
  SanitizeLevel: { Plain: 0, Obscured: 1, Hidden: 2 },
}));
vi.mock('@openreplay/tracker-assist', () => ({
  default: (options: Record<string, unknown>) => {
    fake.state.assistOptions = options;
    return () => undefined;
  },
}));

const SESSION = {
  jwt: 'token',
  expiresAt: Date.now() + 60_000,
  rememberMeExpiresAt: null,
  userId: '7d1e2f30-4b5c-4d6e-8f90-a1b2c3d4e5f6',
  tenantId: '0b6f3c1e-8a52-4d5e-9a43-1f2d3c4b5a60',
  impersonatorUserId: null,
  impersonatorTenantId: null,
};

beforeEach(() => {
  Object.assign(fake.state, { started: [], users: [], metadata: [], active: false, stops: 0 });
  fake.state.sessionId = '7741094412865536';
});

function start(store: ReturnType<typeof createStore>) {
  return startReplayTracker({
    projectKey: 'zyno-project',
    ingestPoint: 'http://127.0.0.1:9/ingest',
    store,
    sessionAtom,
  });
}

/** Started for someone signed in, with the ingest's answer in. */
function startSignedIn() {
  const store = createStore();
  store.set(sessionAtom, SESSION);
  const tracker = start(store);
  fake.state.active = true;
  return { store, tracker };
}

describe('startReplayTracker', () => {
  it('hides secrets, asks consent for calls and control, and names people by ids', () => {
    const store = createStore();
    store.set(sessionAtom, SESSION);
    const tracker = start(store);

    const options = fake.state.options ?? {};
    expect(options).toMatchObject({
      projectKey: 'zyno-project',
      ingestPoint: 'http://127.0.0.1:9/ingest',
      __DISABLE_SECURE_MODE: true,
      network: { capturePayload: false, ignoreHeaders: true },
    });
    const hides = options.domSanitizer as (node: Element) => number;
    const password = document.createElement('input');
    password.type = 'password';
    expect(hides(password)).toBe(2);
    expect(hides(document.createElement('input'))).toBe(0);
    expect(fake.state.assistOptions).toMatchObject({
      compressionEnabled: true,
      compressionMinBatchSize: 5000,
      callConfirm: { text: M.callConsent, confirmBtn: M.accept, declineBtn: M.decline },
      controlConfirm: { text: M.controlConsent, confirmBtn: M.allow, declineBtn: M.decline },
    });
    expect(fake.state.started).toEqual([
      { userID: SESSION.userId, metadata: { [TENANT_METADATA]: SESSION.tenantId } },
    ]);

    expect(tracker.sessionId()).toBeNull();
    fake.state.active = true;
    expect(tracker.sessionId()).toBe('7741094412865536');

    store.set(sessionAtom, { ...SESSION, userId: 'b0c1d2e3-f405-4617-8829-3a4b5c6d7e8f' });
    expect(fake.state.users).toEqual(['b0c1d2e3-f405-4617-8829-3a4b5c6d7e8f']);
    expect(fake.state.metadata).toEqual([[TENANT_METADATA, SESSION.tenantId]]);
  });

  it('ends the recording at sign-out and starts a new one for the next person who signs in', () => {
    const { store, tracker } = startSignedIn();
    expect(tracker.sessionId()).toBe('7741094412865536');

    store.set(sessionAtom, null);
    expect(fake.state.stops).toBe(1);
    // Requests on the login page name no replay session.
    expect(tracker.sessionId()).toBeNull();

    const next = { ...SESSION, userId: 'b0c1d2e3-f405-4617-8829-3a4b5c6d7e8f', tenantId: 't-2' };
    store.set(sessionAtom, next);
    expect(fake.state.started.at(-1)).toEqual({
      userID: next.userId,
      metadata: { [TENANT_METADATA]: 't-2' },
      forceNew: true,
    });
    expect(fake.state.users).toEqual([]);
    expect(tracker.sessionId()).toBeNull();
    fake.state.sessionId = '9912876543210001';
    fake.state.active = true;
    expect(tracker.sessionId()).toBe('9912876543210001');
  });

  it('keeps recording through renewals, and a sign-in from the login page names the person', () => {
    const { store } = startSignedIn();
    store.set(sessionAtom, { ...SESSION, jwt: 'renewed' });
    expect(fake.state.stops).toBe(0);
    expect(fake.state.started).toHaveLength(1);

    const anonymous = createStore();
    start(anonymous);
    expect(fake.state.started.at(-1)).toEqual({});
    anonymous.set(sessionAtom, SESSION);
    expect(fake.state.started).toHaveLength(2);
    expect(fake.state.users.at(-1)).toBe(SESSION.userId);
  });
});
