// The station queue in React: a provider over one queue (opened by the app shell for the
// detected station and tenant, kept across sign-outs), which follows the session and the
// network to sync, and the hook the till and the offline banner use it through.
import type { SaleDraft } from '@shared/sales/sales';
import {
  createContext,
  use,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { StationQueue, StationQueueState, SubmitResult } from './station-queue';

interface StationQueueContext {
  queue: StationQueue;
  accountId: string | null;
}

const QueueContext = createContext<StationQueueContext | null>(null);

/**
 * Gives the queue to the screens below. `accountId` is whoever is signed in now (null between
 * people): each new person's session is the queue's cue to send what waited for a sign-in.
 * `queue` is null while the station is not open: the provider stays mounted (the screens below
 * keep their state) and useStationQueue throws until it is.
 */
export function StationQueueProvider({
  queue,
  accountId,
  children,
}: {
  queue: StationQueue | null;
  accountId: string | null;
  children: ReactNode;
}) {
  useEffect(() => {
    if (queue !== null && accountId !== null) void queue.sync();
  }, [queue, accountId]);

  useEffect(() => {
    if (queue === null) return;
    const goneOffline = () => {
      queue.markOffline();
    };
    const backOnline = () => {
      void queue.sync();
    };
    window.addEventListener('offline', goneOffline);
    window.addEventListener('online', backOnline);
    return () => {
      window.removeEventListener('offline', goneOffline);
      window.removeEventListener('online', backOnline);
    };
  }, [queue]);

  const value = useMemo(() => (queue === null ? null : { queue, accountId }), [queue, accountId]);
  return <QueueContext value={value}>{children}</QueueContext>;
}

export interface UseStationQueue extends StationQueueState {
  /** Completes a sale as the signed-in person (see StationQueue.submit). */
  submit: (draft: SaleDraft) => Promise<SubmitResult>;
  /** Sends what waits now; the "Try now" of the offline banner. */
  sync: () => Promise<void>;
  reserveReceiptNumbers: StationQueue['reserveReceiptNumbers'];
  canTakeOffline: StationQueue['canTakeOffline'];
  retryConflict: StationQueue['retryConflict'];
  /** Writes off a refused sale, as the signed-in manager, with their reason. */
  writeOff: (saleId: string, reason: string) => Promise<void>;
}

export function useStationQueue(): UseStationQueue {
  const provided = use(QueueContext);
  if (provided === null) {
    throw new Error('useStationQueue must be used below a <StationQueueProvider> with a queue.');
  }
  const { queue, accountId } = provided;
  const state = useSyncExternalStore(queue.subscribe, queue.getState);
  return useMemo(
    () => ({
      ...state,
      submit: (draft) => queue.submit(draft, { accountId }),
      sync: () => queue.sync(),
      reserveReceiptNumbers: (locationId) => queue.reserveReceiptNumbers(locationId),
      canTakeOffline: (tender, cartTenders) => queue.canTakeOffline(tender, cartTenders),
      retryConflict: (saleId, fixed) => queue.retryConflict(saleId, fixed),
      writeOff: (saleId, reason) => queue.writeOffConflict(saleId, { reason, accountId }),
    }),
    [state, queue, accountId],
  );
}
