// Session replay's start: nothing loaded unless configured; once loaded, its session id handed
// out only once the tracker has one.
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { TEST_CONFIG } from '../../test/fake-auth-server';
import { sessionAtom } from '../session';
import type { startReplayTracker } from './replay-tracker';
import { startSessionReplay } from './session-replay';
import { eventually } from '../../test/eventually';

describe('startSessionReplay', () => {
  it('loads nothing and has no session id when the configuration leaves it off', () => {
    const load = vi.fn(() => Promise.reject(new Error('must not load')));
    const replay = startSessionReplay({ config: TEST_CONFIG, store: createStore(), load });

    expect(load).not.toHaveBeenCalled();
    expect(replay.sessionId()).toBeNull();
  });

  it('starts the tracker with the configured project and hands out its session id once it has one', async () => {
    const store = createStore();
    let trackerSession: string | null = null;
    const start = vi.fn<typeof startReplayTracker>(() => ({ sessionId: () => trackerSession }));
    const replay = startSessionReplay({
      config: {
        ...TEST_CONFIG,
        sessionReplay: {
          projectKey: 'zyno-project',
          ingestPoint: 'https://replay.example.com/ingest',
        },
      },
      store,
      load: () => Promise.resolve({ startReplayTracker: start }),
    });

    await eventually(() => {
      expect(start).toHaveBeenCalledWith({
        projectKey: 'zyno-project',
        ingestPoint: 'https://replay.example.com/ingest',
        store,
        sessionAtom,
      });
    });
    expect(replay.sessionId()).toBeNull();
    trackerSession = '7741094412865536';
    expect(replay.sessionId()).toBe('7741094412865536');
  });
});
