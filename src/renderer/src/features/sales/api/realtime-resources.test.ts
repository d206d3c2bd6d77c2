import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { REALTIME_EVENTS } from '@shared/realtime';
import { keysForResourceEvent, resourceEventHandler } from '../../../lib/realtime/resource-events';
import { HARBOR_CATALOGUE } from '../salespoint/test/harbor-catalogue';
import { catalogueQuery, type StationCatalogue } from './catalogue';
import { fulfillmentKey } from './fulfillment';
import { SALES_REALTIME } from './realtime-resources';
import { reportsKey } from './reports';
import { salesKey } from './sales';

const TENANT = '0b6f3c1e-8a52-4d5e-9a43-1f2d3c4b5a60';

describe("sales' realtime resources", () => {
  it('refresh some of its keys for every sales event the server publishes', () => {
    const salesEvents = Object.values(REALTIME_EVENTS).filter((event) =>
      event.startsWith('sales.'),
    );
    expect(salesEvents).toHaveLength(5);
    for (const event of salesEvents) {
      expect(keysForResourceEvent([SALES_REALTIME], TENANT, event), event).not.toEqual([]);
    }
    expect(
      keysForResourceEvent([SALES_REALTIME], TENANT, REALTIME_EVENTS.salesSalesChanged),
    ).toEqual([salesKey(TENANT), reportsKey(TENANT), fulfillmentKey(TENANT)]);
  });

  it("refetch an open till's catalogue on sales.catalogue.changed", async () => {
    const client = new QueryClient();
    const [first] = HARBOR_CATALOGUE.products;
    if (first === undefined) throw new Error('The Harbor catalogue has products.');
    let priceMinor = first.priceMinor;
    const source = {
      get: (): Promise<StationCatalogue> =>
        Promise.resolve({
          catalogue: {
            ...HARBOR_CATALOGUE,
            products: [{ ...first, priceMinor }, ...HARBOR_CATALOGUE.products.slice(1)],
          },
          cachedAt: null,
        }),
    };
    const query = catalogueQuery(source, TENANT);
    const till = new QueryObserver(client, query);
    const prices: number[] = [];
    const unsubscribe = till.subscribe((result) => {
      const price = result.data?.catalogue.products[0]?.priceMinor;
      if (price !== undefined && prices.at(-1) !== price) prices.push(price);
    });
    await expect.poll(() => prices).toEqual([first.priceMinor]);

    priceMinor = first.priceMinor + 25;
    const handle = resourceEventHandler({
      tenantId: TENANT,
      apps: [SALES_REALTIME],
      queryClient: client,
    });
    handle(REALTIME_EVENTS.salesSalesChanged, { id: null });
    expect(client.getQueryState(query.queryKey)?.isInvalidated).toBe(false);
    handle(REALTIME_EVENTS.salesCatalogueChanged, { id: first.id });
    await expect.poll(() => prices).toEqual([first.priceMinor, first.priceMinor + 25]);
    unsubscribe();
  });
});
