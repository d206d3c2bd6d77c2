// The station the till sells at: its own IndexedDB database and sale queue (features/sales/
// station-queue), opened for the tenant and this station (the install at Zyno Desktop, this
// browser otherwise). The app shell holds it (StationShellScope), so sales sold offline keep
// syncing, and the offline banner keeps showing, while the cashier is in another app; the till
// (StationScope) sells through the same queue.
import { Box } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isAccessGranted } from '@shared/route-access';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { apiErrorText, useApi } from '../../../api';
import { requiredContext } from '../../../lib/required-context';
import { useAccessState, useBrowserId, useInstall, useSession } from '../../../lib/session';
import { PageStatusMessage } from '../../../ui';
import { createSalesApi } from '../api/sales';
import { POS_MESSAGES as M } from '../messages';
import { SELL_ACCESS } from '../sell-access';
import {
  browserStationId,
  createStationQueue,
  OfflineBanner,
  openStationStorage,
  stationHasQueue,
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

/** `closed` until the station's database and queue are open (while they open, too). */
type Opening =
  | { status: 'closed' }
  | { status: 'open'; station: Station }
  | { status: 'failed'; error: unknown };

interface StationHost {
  opening: Opening;
  /** The till is on screen: opens the station, and leaves the banner to the till; returns leave. */
  enterTill: () => () => void;
}

const HostContext = createContext<StationHost | null>(null);

/** Which station's data, keyed for the host's state: a tenant switch is another station. */
function useStationScope() {
  const session = useSession();
  const install = useInstall();
  const browserId = useBrowserId();
  const tenantId = session?.tenantId ?? null;
  const stationId = install?.id ?? browserStationId(browserId);
  return {
    tenantId,
    stationId,
    atStation: install !== null,
    accountId: session?.userId ?? null,
    key: tenantId === null ? null : `${tenantId}/${stationId}`,
  };
}

/** Whether a browser (not a station) holds sales for this tenant in its queue. */
function useBrowserQueueExists(scope: ReturnType<typeof useStationScope>, maySell: boolean) {
  const [queuedKey, setQueuedKey] = useState<string | null>(null);
  const { tenantId, stationId, atStation, key } = scope;
  useEffect(() => {
    if (atStation || !maySell || tenantId === null) return;
    let left = false;
    // A browser that cannot tell has no queue to keep: the till opens the station as before.
    stationHasQueue({ tenantId, stationId }).then(
      (exists) => {
        if (!left && exists) setQueuedKey(key);
      },
      () => undefined,
    );
    return () => {
      left = true;
    };
  }, [atStation, maySell, tenantId, stationId, key]);
  return queuedKey !== null && queuedKey === key;
}

/** Opens the station's database and queue while `wanted`, closing them when no longer. */
function useOpenStation(scope: ReturnType<typeof useStationScope>, wanted: boolean): Opening {
  const { suite } = useApi();
  const { tenantId, stationId, atStation } = scope;
  const [opening, setOpening] = useState<Opening>({ status: 'closed' });

  useEffect(() => {
    if (!wanted || tenantId === null) return;
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
      setOpening({ status: 'closed' });
    };
  }, [suite, tenantId, stationId, atStation, wanted]);
  return opening;
}

/**
 * The app shell's slot (salesApp.shellScope): keeps the station open on every signed-in screen
 * while the person may sell, at a station (install mode) or in a browser whose queue holds
 * sales, and once the till has opened it; shows the offline banner away from the till. The
 * screens below keep their place in the tree whether the station is open or not.
 */
export function StationShellScope({ children }: { children: ReactNode }) {
  const scope = useStationScope();
  const access = useAccessState();
  const maySell = access.status === 'ready' && isAccessGranted(SELL_ACCESS, access.context);
  const queued = useBrowserQueueExists(scope, maySell);
  const [tills, setTills] = useState(0);
  const [tillOpenedKey, setTillOpenedKey] = useState<string | null>(null);
  const tillOpened = tillOpenedKey !== null && tillOpenedKey === scope.key;
  const wanted = tills > 0 || (maySell && (scope.atStation || queued || tillOpened));
  const opening = useOpenStation(scope, wanted);

  const { key } = scope;
  const enterTill = useCallback(() => {
    setTills((count) => count + 1);
    setTillOpenedKey(key);
    return () => {
      setTills((count) => count - 1);
    };
  }, [key]);
  const host = useMemo(() => ({ opening, enterTill }), [opening, enterTill]);
  const queue = opening.status === 'open' ? opening.station.queue : null;

  return (
    <HostContext value={host}>
      <StationQueueProvider queue={queue} accountId={scope.accountId}>
        {queue !== null && tills === 0 && (
          <Box px="md" pt="sm">
            <OfflineBanner />
          </Box>
        )}
        {children}
      </StationQueueProvider>
    </HostContext>
  );
}

/** The till's station: the shell's, or (a till shown on its own) one of its own. */
export function StationScope({
  loading,
  children,
}: {
  /** Shown while the station's database opens. */
  loading: ReactNode;
  children: ReactNode;
}) {
  if (use(HostContext) === null) {
    return (
      <StationShellScope>
        <TillStation loading={loading}>{children}</TillStation>
      </StationShellScope>
    );
  }
  return <TillStation loading={loading}>{children}</TillStation>;
}

function TillStation({ loading, children }: { loading: ReactNode; children: ReactNode }) {
  const host = use(HostContext);
  const enterTill = host?.enterTill;
  useEffect(() => enterTill?.(), [enterTill]);

  const opening = host?.opening ?? { status: 'closed' };
  if (opening.status === 'failed') {
    return (
      <PageStatusMessage icon={IconAlertTriangle} color="red" title={M.stationFailed}>
        {apiErrorText(opening.error)}
      </PageStatusMessage>
    );
  }
  if (opening.status !== 'open') return loading;
  return <stationContext.Provider value={opening.station}>{children}</stationContext.Provider>;
}
