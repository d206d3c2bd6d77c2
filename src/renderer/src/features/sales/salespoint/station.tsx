// The station the till sells at: its own IndexedDB database and sale queue (features/sales/
// station-queue), opened for the tenant and this station (the install at Zyno Desktop, this
// browser otherwise) and closed when the till is left. Completed sales go through its queue.
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { apiErrorText, useApi } from '../../../api';
import { requiredContext } from '../../../lib/required-context';
import { useBrowserId, useInstall, useSession } from '../../../lib/session';
import { PageStatusMessage } from '../../../ui';
import { createSalesApi } from '../api/sales';
import { POS_MESSAGES as M } from '../messages';
import {
  browserStationId,
  createStationQueue,
  openStationStorage,
  StationQueueProvider,
  type StationQueue,
  type StationStorage,
} from '../station-queue';

interface Station {
  storage: StationStorage;
  queue: StationQueue;
}

const stationContext = requiredContext<Station>('Station');

/** The station's database and queue, for the screens of the till. */
export const useStation = stationContext.use;

type Opening =
  | { status: 'opening' }
  | { status: 'open'; station: Station }
  | { status: 'failed'; error: unknown };

export function StationScope({
  tenantId,
  loading,
  children,
}: {
  tenantId: string;
  /** Shown while the station's database opens. */
  loading: ReactNode;
  children: ReactNode;
}) {
  const { suite } = useApi();
  const install = useInstall();
  const browserId = useBrowserId();
  const accountId = useSession()?.userId ?? null;
  const stationId = install?.id ?? browserStationId(browserId);
  const atStation = install !== null;
  const [opening, setOpening] = useState<Opening>({ status: 'opening' });

  useEffect(() => {
    let left = false;
    let opened: Station | null = null;
    const sales = createSalesApi(suite);
    const open = async () => {
      const storage = await openStationStorage({ tenantId, stationId });
      const queue = await createStationQueue({
        storage,
        now: () => new Date(),
        send: (draft, { signal }) => sales.send(draft, signal),
        // A station numbers its receipts from its own series, offline too. Browsers share the
        // location's browser series, so the server numbers their sales as they arrive.
        ...(!atStation
          ? {}
          : { receiptSeries: (locationId: string) => sales.receiptSeries(locationId) }),
        probe: () => sales.probe(),
      });
      return { storage, queue };
    };
    open().then(
      (station) => {
        if (left) {
          station.queue.close();
          station.storage.close();
          return;
        }
        opened = station;
        setOpening({ status: 'open', station });
      },
      (error: unknown) => {
        if (!left) setOpening({ status: 'failed', error });
      },
    );
    return () => {
      left = true;
      opened?.queue.close();
      // After the till's own cleanup has parked an unfinished cart (its write is then under way).
      const closing = opened;
      setTimeout(() => closing?.storage.close(), 0);
      setOpening({ status: 'opening' });
    };
  }, [suite, tenantId, stationId, atStation]);

  if (opening.status === 'failed') {
    return (
      <PageStatusMessage icon={IconAlertTriangle} color="red" title={M.stationFailed}>
        {apiErrorText(opening.error)}
      </PageStatusMessage>
    );
  }
  if (opening.status === 'opening') return loading;
  return (
    <stationContext.Provider value={opening.station}>
      <StationQueueProvider queue={opening.station.queue} accountId={accountId}>
        {children}
      </StationQueueProvider>
    </stationContext.Provider>
  );
}
