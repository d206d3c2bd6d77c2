// The station queue in React: a provider over one queue (created by the app for the detected
// station and tenant, kept across sign-outs) and the hook the till uses to sell through it.
import type { SaleDraft } from '@shared/sales/sales';
import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { requiredContext } from '../../../lib/required-context';
import type { StationQueue, StationQueueState, SubmitResult } from './station-queue';

interface StationQueueContext {
  queue: StationQueue;
  accountId: string | null;
}

const context = requiredContext<StationQueueContext>('StationQueue');

/**
 * Gives the queue to the screens below. `accountId` is whoever is signed in now (null between
 * people): each new person's session is the queue's cue to send what waited for a sign-in.
 */
export function StationQueueProvider({
  queue,
  accountId,
  children,
}: {
  queue: StationQueue;
  accountId: string | null;
  children: ReactNode;
}) {
  useEffect(() => {
    if (accountId !== null) void queue.sync();
  }, [queue, accountId]);

  useEffect(() => {
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

  const value = useMemo(() => ({ queue, accountId }), [queue, accountId]);
  return <context.Provider value={value}>{children}</context.Provider>;
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
  const { queue, accountId } = context.use();
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
