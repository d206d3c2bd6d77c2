import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CASEY, LOCATION_ID, MAX, saleDraft } from './fake-sales-server.test-support';
import { cacheCatalogue, loadCachedCatalogue } from './catalogue-cache';
import { listParkedCarts, parkCart, takeParkedCart, type ParkedCartInput } from './parked-carts';
import { openStationStorage, type StationScope, type StationStorage } from './station-storage';

let scope: StationScope;
const opened: StationStorage[] = [];

async function open(): Promise<StationStorage> {
  const storage = await openStationStorage(scope);
  opened.push(storage);
  return storage;
}

function cart(by: string, parkedAt: string, label = ''): ParkedCartInput {
  const { id, lines } = saleDraft(new Date(parkedAt));
  return {
    id,
    locationId: LOCATION_ID,
    lines,
    discount: null,
    customer: null,
    label,
    parkedBy: { accountId: by, name: by === CASEY ? 'Casey Cashier' : 'Max Manager' },
    parkedAt,
  };
}

beforeEach(() => {
  scope = { tenantId: crypto.randomUUID(), stationId: crypto.randomUUID() };
});

afterEach(() => {
  for (const storage of opened.splice(0)) storage.close();
});

describe('parked carts', () => {
  it('keeps carts on the station, oldest first, through a restart', async () => {
    const first = await open();
    const later = await parkCart(first, cart(CASEY, '2026-11-25T09:05:00.000Z', 'Idle'));
    const earlier = await parkCart(first, cart(MAX, '2026-11-25T09:01:00.000Z'));
    first.close();

    const carts = await listParkedCarts(await open());
    expect(carts.map((parked) => parked.id)).toEqual([earlier.id, later.id]);
    expect(carts[1]).toMatchObject({ label: 'Idle', parkedBy: { name: 'Casey Cashier' } });
  });

  it('records whose cart was taken over, and lets only one person take it', async () => {
    const storage = await open();
    const parked = await parkCart(storage, cart(CASEY, '2026-11-25T09:05:00.000Z'));

    const taken = await takeParkedCart(storage, parked.id, { accountId: MAX });

    expect(taken).toEqual({
      cart: parked,
      takenOverFrom: { accountId: CASEY, parkedAt: '2026-11-25T09:05:00.000Z' },
    });
    expect(await takeParkedCart(storage, parked.id, { accountId: CASEY })).toBeNull();
    expect(await listParkedCarts(storage)).toEqual([]);
  });

  it('resumes one’s own cart without a takeover', async () => {
    const storage = await open();
    const parked = await parkCart(storage, cart(CASEY, '2026-11-25T09:05:00.000Z'));
    expect(await takeParkedCart(storage, parked.id, { accountId: CASEY })).toEqual({
      cart: parked,
      takenOverFrom: null,
    });
  });
});

describe('catalogue cache', () => {
  it('keeps the last catalogue for the next start, and nothing before the first', async () => {
    const first = await open();
    expect(await loadCachedCatalogue(first)).toBeNull();
    const catalogue = {
      currency: 'USD',
      version: 'v7',
      categories: [],
      taxes: [],
      locations: [],
      products: [],
      offlineLimits: { giftCardMinor: 2_500, cardPerSaleMinor: 10_000, cardTotalMinor: 50_000 },
    };
    await cacheCatalogue(first, catalogue, new Date('2026-11-25T08:00:00.000Z'));
    first.close();

    const second = await open();
    expect(await loadCachedCatalogue(second)).toEqual({
      catalogue,
      cachedAt: '2026-11-25T08:00:00.000Z',
    });
    expect(second.offlineRules).toEqual({ limits: catalogue.offlineLimits, currency: 'USD' });
  });
});
