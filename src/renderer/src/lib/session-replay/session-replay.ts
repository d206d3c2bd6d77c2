// Session replay's handle for the app: off, and nothing fetched, unless the runtime
// configuration names a project and an ingest; then the tracker is imported on the side.
import type { RuntimeConfig } from '@shared/runtime-config';
import type { createStore } from 'jotai';
import { sessionAtom } from '../session';
import type { ReplayTracker, startReplayTracker } from './replay-tracker';

export interface SessionReplay {
  /** The replay session's id for the API requests' header; null while off or not started yet. */
  sessionId(): string | null;
}

interface SessionReplayOptions {
  config: RuntimeConfig;
  store: ReturnType<typeof createStore>;
  /** Tests stand in for the tracker module. */
  load?: () => Promise<{ startReplayTracker: typeof startReplayTracker }>;
}

export function startSessionReplay({
  config,
  store,
  load = () => import('./replay-tracker'),
}: SessionReplayOptions): SessionReplay {
  const { projectKey, ingestPoint } = config.sessionReplay;
  if (projectKey === null || ingestPoint === null) return { sessionId: () => null };

  let tracker: ReplayTracker | null = null;
  load().then(
    ({ startReplayTracker }) => {
      tracker = startReplayTracker({ projectKey, ingestPoint, store, sessionAtom });
    },
    // Not fetched (offline, or a newer deployment replaced the file): the app runs unrecorded.
    () => undefined,
  );
  return { sessionId: () => tracker?.sessionId() ?? null };
}
