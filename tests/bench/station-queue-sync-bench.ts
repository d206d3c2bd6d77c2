// The offline queue's sync (issue 15's figures): a station that sold 1,000 times while the server
// could not be reached sends them when it is back — the station queue itself (IndexedDB through
// fake-indexeddb, one sale at a time, in order, each with its Idempotency-Key) against the
// reference server on PGlite over real HTTP. Prints the time from "back online" to an empty
// queue, and sales per second. Figures only; nothing passes or fails on a time.
import 'fake-indexeddb/auto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_FAMILY_PREFIXES } from '@shared/runtime-config';
import { createApp } from '../../server/src/app';
import { openPgliteDatabase } from '../../server/src/db/pglite';
import { createRecordingPublisher } from '../../server/src/realtime/publisher';
import { preparedHarbor } from '../../server/bench/load-database';
import {
  latteAndCroissant,
  prepareSalesCatalogue,
  saleDraft,
  sellerSession,
} from '../../server/test/support/sales-fixture';
import { ApiError } from '../../src/renderer/src/api/api-error';
import { createHttpClient } from '../../src/renderer/src/api/http-client';
import { createSalesApi } from '../../src/renderer/src/features/sales/api/sales';
import { createStationQueue } from '../../src/renderer/src/features/sales/station-queue/station-queue';
import { openStationStorage } from '../../src/renderer/src/features/sales/station-queue/station-storage';

const SALES = Number(process.env.ZYNO_BENCH_QUEUE_SALES ?? '1000');

const dataDir = mkdtempSync(join(tmpdir(), 'zyno-queue-bench-'));
const database = await openPgliteDatabase(dataDir);
try {
  const harborId = await preparedHarbor(database);
  const catalogue = await prepareSalesCatalogue(database);
  const app = await createApp({ database, realtime: createRecordingPublisher() });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  try {
    const seller = await sellerSession(
      database,
      harborId,
      'casey.cashier@harbor.example',
      'station',
    );
    const client = createHttpClient({
      baseUrl: `http://127.0.0.1:${String(port)}${API_FAMILY_PREFIXES.suite}`,
      getAuth: () => ({ jwt: seller.jwt, tenantId: seller.tenantId }),
    });
    const sales = createSalesApi(client);
    const salesOnServer = async () => {
      const [row] = await database.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM sales WHERE tenant_id = $1',
        [harborId],
      );
      return row?.count ?? 0;
    };
    let reachable = false;
    const storage = await openStationStorage({ tenantId: harborId, stationId: 'bench-station' });
    const queue = await createStationQueue({
      storage,
      now: () => new Date(),
      // The network is gone until the bench brings it back: sends fail as fetch does then.
      send: (draft, { signal }) =>
        reachable
          ? sales.send(draft, signal)
          : Promise.reject(new ApiError(0, 'network', 'No network.')),
      // Only the bench brings the station back: no retry timer fires meanwhile.
      retryDelaysMs: [3_600_000],
    });
    try {
      queue.markOffline();
      for (let index = 0; index < SALES; index += 1) {
        const draft = saleDraft(catalogue.downtownId, latteAndCroissant(catalogue), [
          { kind: 'cash', amountMinor: 963, givenMinor: 1000 },
        ]);
        await queue.submit(draft, { accountId: null });
      }
      if (queue.getState().waiting !== SALES) {
        throw new Error(`${String(queue.getState().waiting)} sales wait, not ${String(SALES)}.`);
      }

      const before = await salesOnServer();
      reachable = true;
      const started = performance.now();
      await queue.sync();
      const seconds = (performance.now() - started) / 1000;
      const state = queue.getState();
      const arrived = (await salesOnServer()) - before;
      if (state.waiting !== 0 || state.conflicts.length > 0) {
        throw new Error(
          `${String(state.waiting)} sales still wait, ${String(state.conflicts.length)} refused.`,
        );
      }
      console.log(
        `Offline queue sync on PGlite over HTTP: ${String(SALES)} queued sales (a latte and a croissant, cash), sent one at a time in order; ${String(arrived)} arrived on the server.`,
      );
      console.log(
        `  ${`queue of ${SALES.toLocaleString('en-US')} synced`.padEnd(36)} ${seconds.toFixed(1).padStart(6)} s      ${(SALES / seconds).toFixed(1)} sales/s`,
      );
    } finally {
      queue.close();
      storage.close();
    }
  } finally {
    await app.close();
  }
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
