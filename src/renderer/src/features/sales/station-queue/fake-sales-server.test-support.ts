// For the queue's tests: a sales server that keeps the first answer per Idempotency-Key (as the
// reference server does), and that can be down, failing (5xx), refusing (4xx), signed-out (401),
// or lose its answers after recording a sale.
import type { Sale } from '@shared/sales/sales';
import { afterEach } from 'vitest';
import { ApiError } from '../../../api';
import type { QueuedDraft, ReceiptSeries } from './queue-records';
import {
  createStationQueue,
  type SendSale,
  type StationQueue,
  type StationQueueOptions,
} from './station-queue';
import { openStationStorage, type StationScope, type StationStorage } from './station-storage';

export type ServerMode =
  | 'up'
  | 'down'
  | 'failing'
  | 'losesAnswers'
  | 'signedOut'
  | 'silent'
  /** Still working on an earlier request with the same key: 409 request_in_progress. */
  | 'busyWithKey';

export interface FakeSalesServer {
  mode: ServerMode;
  /** Sales the server recorded, in the order it recorded them. */
  readonly recorded: QueuedDraft[];
  /** Every request that reached it (repeats included). */
  readonly requests: QueuedDraft[];
  /** A draft this returns true for is refused with 422. */
  refuse: (draft: QueuedDraft) => boolean;
  series: ReceiptSeries;
  send: SendSale;
  receiptSeries: () => Promise<ReceiptSeries>;
  probe: () => Promise<void>;
}

export const LOCATION_ID = '3f0c6a52-8f0a-4f5e-9d43-2d1c3b8a7e01';
export const PRODUCT_ID = '5b7e1c0a-2f4d-4a8b-9c1e-6d3f2a1b0c99';
export const CASEY = '11111111-1111-4111-8111-111111111111';
export const MAX = '22222222-2222-4222-8222-222222222222';

export function createFakeSalesServer(): FakeSalesServer {
  const answers = new Map<string, Sale>();
  const server: FakeSalesServer = {
    mode: 'up',
    recorded: [],
    requests: [],
    refuse: () => false,
    series: { prefix: 'DT', nextNumber: 101 },
    send: (draft) => {
      if (server.mode === 'down') return Promise.reject(networkError());
      server.requests.push(draft);
      if (server.mode === 'silent') return new Promise<never>(() => undefined);
      if (server.mode === 'failing') {
        return Promise.reject(new ApiError(503, 'unexpected_status', 'Service unavailable'));
      }
      if (server.mode === 'busyWithKey') {
        return Promise.reject(
          new ApiError(409, 'request_in_progress', 'This key is still being written.'),
        );
      }
      if (server.mode === 'signedOut') {
        return Promise.reject(new ApiError(401, 'unauthorized', 'Sign in again.'));
      }
      const earlier = answers.get(draft.id);
      if (earlier !== undefined) return Promise.resolve(earlier);
      if (server.refuse(draft)) {
        return Promise.reject(
          new ApiError(422, 'insufficient_balance', 'The gift card does not hold enough.'),
        );
      }
      const sale = saleFor(draft, server);
      answers.set(draft.id, sale);
      server.recorded.push(draft);
      if (server.mode === 'losesAnswers') return Promise.reject(networkError());
      return Promise.resolve(sale);
    },
    receiptSeries: () =>
      server.mode === 'up' ? Promise.resolve({ ...server.series }) : Promise.reject(networkError()),
    probe: () => (server.mode === 'up' ? Promise.resolve() : Promise.reject(networkError())),
  };
  return server;
}

function networkError(): ApiError {
  return new ApiError(0, 'network_error', 'Zyno could not reach the server.');
}

function saleFor(draft: QueuedDraft, server: FakeSalesServer): Sale {
  const number = server.series.nextNumber;
  const receiptNumber =
    draft.receiptNumber ?? `${server.series.prefix}-${String(number).padStart(6, '0')}`;
  const given = Number(receiptNumber.split('-').at(-1));
  server.series = { ...server.series, nextNumber: Math.max(number, given + 1) };
  const totalMinor = draft.tenders.reduce((sum, tender) => sum + tender.amountMinor, 0);
  return {
    id: draft.id,
    fulfillment: null,
    receiptNumber,
    locationId: draft.locationId,
    locationName: 'Harbor Coffee Downtown',
    installId: null,
    installName: null,
    staff: { id: CASEY, name: 'Casey Cashier' },
    state: 'completed',
    currency: 'USD',
    lines: [],
    discount: null,
    subtotalMinor: totalMinor,
    discountMinor: 0,
    taxMinor: 0,
    totalMinor,
    tenders: [],
    changeMinor: 0,
    customer: null,
    refunds: [],
    capturedAt: draft.capturedAt,
    createdAt: draft.capturedAt,
    offline: draft.offline,
    voidedAt: null,
    voidReason: null,
  };
}

/** A one-line cash sale (or paid with `tenders`), rung up at `capturedAt`. */
export function saleDraft(
  capturedAt: Date,
  tenders: QueuedDraft['tenders'] = [{ kind: 'cash', amountMinor: 350, givenMinor: 500 }],
  giftCardCode: string | null = null,
): QueuedDraft {
  return {
    id: crypto.randomUUID(),
    locationId: LOCATION_ID,
    lines: [
      {
        productId: PRODUCT_ID,
        variantId: null,
        modifierOptionIds: [],
        quantity: 1,
        unitPriceMinor: 350,
        priceOverridden: false,
        discount: null,
        giftCardCode,
      },
    ],
    discount: null,
    tenders,
    customerId: null,
    approvals: [],
    receiptNumber: null,
    capturedAt: capturedAt.toISOString(),
    offline: false,
    takenOverFrom: null,
    staffId: null,
    fulfillment: null,
  };
}

export interface TestStation {
  storage: StationStorage;
  queue: StationQueue;
}

/** Starts a station over `scope`'s database against `server`; starting it again is a restart. */
export async function startTestStation(
  scope: StationScope,
  server: FakeSalesServer,
  options: Omit<StationQueueOptions, 'storage' | 'send'> & { send?: SendSale },
): Promise<TestStation> {
  const storage = await openStationStorage(scope);
  const queue = await createStationQueue({
    send: server.send,
    receiptSeries: server.receiptSeries,
    probe: server.probe,
    ...options,
    storage,
  });
  return { storage, queue };
}

/** Stops a station as a crash would: whatever it was sending stays in flight. */
export function stopTestStation(station: TestStation): void {
  station.queue.close();
  station.storage.close();
}

/** For a test file: starts stations like startTestStation and stops them all after each test. */
export function stationsStoppedAfterEach(): typeof startTestStation {
  const started: TestStation[] = [];
  afterEach(() => {
    for (const station of started.splice(0)) stopTestStation(station);
  });
  return async (scope, server, options) => {
    const station = await startTestStation(scope, server, options);
    started.push(station);
    return station;
  };
}
