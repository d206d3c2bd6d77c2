// A price changed on the server reaches an open till without a reload: the reference server
// publishes sales.catalogue.changed on the tenant channel, a pusher-js connection authorised as
// the web app's is (the real channel authorisation) hands it to the web app's generic resource
// handler, and the till's catalogue query downloads the catalogue again, keeping the station's
// copy in step. Products have no write route yet (the back office is the next issue), so the
// test changes the price in the database and publishes the event as that route will.
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_EVENTS, tenantChannel } from '@shared/realtime';
import { API_FAMILY_PREFIXES } from '@shared/runtime-config';
import type { Catalogue } from '@shared/sales/catalogue';
import { useHttpTestApp } from '../../server/test/fixtures';
import {
  harborSession,
  subscribed,
  usePusherClients,
  type HarborSession,
} from '../../server/test/fixtures/realtime';
import { createHttpClient } from '../../src/renderer/src/api/http-client';
import {
  catalogueQuery,
  createCatalogueApi,
  loadStationCatalogue,
  type CatalogueCache,
} from '../../src/renderer/src/features/sales/api/catalogue';
import { SALES_REALTIME } from '../../src/renderer/src/features/sales/api/realtime-resources';
import { resourceEventHandler } from '../../src/renderer/src/lib/realtime/resource-events';

const server = await useHttpTestApp();
const { connect } = usePusherClients(server);
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

let casey: HarborSession;
beforeAll(async () => {
  casey = await harborSession(server, 'casey.cashier@harbor.example');
});

/** A till as the web app opens one: listening on the tenant channel, the catalogue observed. */
async function openTill() {
  const queryClient = new QueryClient();
  const pusher = await connect(casey);
  const channel = await subscribed(pusher, tenantChannel(casey.harbor));
  channel.bind_global(
    resourceEventHandler({ tenantId: casey.harbor, apps: [SALES_REALTIME], queryClient }),
  );
  const suite = createHttpClient({
    baseUrl: `${server.url}${API_FAMILY_PREFIXES.suite}`,
    getAuth: () => ({ jwt: casey.jwt, tenantId: casey.harbor }),
  });
  const kept: Catalogue[] = [];
  const cache: CatalogueCache = {
    keep: (catalogue) => {
      kept.push(catalogue);
      return Promise.resolve();
    },
    load: () => Promise.resolve(null),
    unreachable: () => undefined,
  };
  const catalogues = createCatalogueApi(suite);
  const query = catalogueQuery(
    { get: (signal, held) => loadStationCatalogue(catalogues, cache, signal, held) },
    casey.harbor,
  );
  const observer = new QueryObserver(queryClient, query);
  let shown: Catalogue | undefined;
  const unsubscribe = observer.subscribe((result) => {
    shown = result.data?.catalogue;
  });
  cleanups.push(() => {
    unsubscribe();
    queryClient.clear();
  });
  return {
    shown: () => shown /** How many answers the query took (a 304 included). */,
    answers: () => queryClient.getQueryState(query.queryKey)?.dataUpdateCount ?? 0,
    kept,
  };
}

function priceOf(catalogue: Catalogue | undefined, name: string): number | undefined {
  return catalogue?.products.find((product) => product.name === name)?.priceMinor;
}

async function publishCatalogueChanged(id: string | null): Promise<void> {
  await server.app.realtimeServer.publisher.publish({
    channel: tenantChannel(casey.harbor),
    event: REALTIME_EVENTS.salesCatalogueChanged,
    data: { id },
  });
}

describe('a catalogue change at an open till', () => {
  it('shows the new price without a reload, and the station keeps the new catalogue', async () => {
    const till = await openTill();
    await expect.poll(() => priceOf(till.shown(), 'Croissant')).toBe(350);
    const held = till.shown();

    // An event whose change left the catalogue as it was: the version held is answered 304.
    await publishCatalogueChanged(null);
    await expect.poll(till.answers).toBe(2);
    expect(till.shown()).toBe(held);
    expect(till.kept).toHaveLength(1);

    const [product] = await server.database.query<{ id: string }>(
      `UPDATE sales_products SET price_minor = 365
        WHERE tenant_id = $1 AND name = 'Croissant' RETURNING id`,
      [casey.harbor],
    );
    await publishCatalogueChanged(product?.id ?? null);

    await expect.poll(() => priceOf(till.shown(), 'Croissant')).toBe(365);
    expect(till.kept.map((catalogue) => priceOf(catalogue, 'Croissant'))).toEqual([350, 365]);
  });
});
