import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '../../../api';
import {
  CASEY,
  LOCATION_ID,
  MAX,
  createFakeSalesServer,
  saleDraft,
  stationsStoppedAfterEach,
  stopTestStation,
  type FakeSalesServer,
} from './fake-sales-server.test-support';
import { cacheCatalogue } from './catalogue-cache';
import { readWrittenOff } from './queue-records';
import type { StationQueue, StationQueueOptions } from './station-queue';
import type { StationScope } from './station-storage';

const START = new Date('2026-11-25T09:00:00.000Z');

let scope: StationScope;
let server: FakeSalesServer;
let clock: Date;
const startStationOver = stationsStoppedAfterEach();

/** Starts the station (again): a new queue over the same database, as after a restart. */
async function startStation(
  options: Pick<StationQueueOptions, 'sendTimeoutMs' | 'retryDelaysMs'> = {},
) {
  return startStationOver(scope, server, { now: () => clock, ...options });
}

const stopStation = stopTestStation;

function nextMinute(): Date {
  clock = new Date(clock.getTime() + 60_000);
  return clock;
}

beforeEach(() => {
  scope = { tenantId: crypto.randomUUID(), stationId: crypto.randomUUID() };
  server = createFakeSalesServer();
  clock = START;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('selling online', () => {
  it('sends the sale at once and keeps nothing once the server has it', async () => {
    const { queue } = await startStation();
    await queue.reserveReceiptNumbers(LOCATION_ID);

    const result = await queue.submit(saleDraft(nextMinute()), { accountId: CASEY });

    expect(result).toMatchObject({ status: 'sent', sale: { receiptNumber: 'DT-000101' } });
    expect(server.recorded).toHaveLength(1);
    expect(server.recorded[0]?.offline).toBe(false);
    expect(queue.getState()).toMatchObject({ online: true, waiting: 0, conflicts: [] });
  });

  it('gives a refused sale back to the cashier with its error and its receipt number', async () => {
    const { queue } = await startStation();
    await queue.reserveReceiptNumbers(LOCATION_ID);
    server.refuse = () => true;

    const refused = await queue
      .submit(saleDraft(nextMinute()), { accountId: CASEY })
      .catch((error: unknown) => error);

    expect(isApiError(refused) && refused.code).toBe('insufficient_balance');
    expect(queue.getState()).toMatchObject({ online: true, waiting: 0, conflicts: [] });
    server.refuse = () => false;
    const next = await queue.submit(saleDraft(nextMinute()), { accountId: CASEY });
    expect(next).toMatchObject({ status: 'sent', sale: { receiptNumber: 'DT-000101' } });
  });
});

describe('going offline by itself', () => {
  it.each([
    ['cannot be reached', 'down'],
    ['answers 503', 'failing'],
  ] as const)('goes offline when the server %s, and keeps the sale', async (_case, mode) => {
    const { queue } = await startStation();
    server.mode = mode;

    const result = await queue.submit(saleDraft(nextMinute()), { accountId: CASEY });

    expect(result.status).toBe('queued');
    expect(queue.getState()).toMatchObject({ online: false, waiting: 1 });
    expect(server.recorded).toHaveLength(0);
  });

  /** The retry timer alone (no sync asked) brings the station back and sends the sale. */
  async function backByItselfAfter(queue: StationQueue, retryDelayMs: number) {
    server.mode = 'up';
    await vi.advanceTimersByTimeAsync(retryDelayMs);
    await vi.waitFor(() => {
      expect(queue.getState()).toMatchObject({ online: true, waiting: 0 });
    });
    expect(server.recorded).toHaveLength(1);
  }

  it('asks again with the same key while the server is still busy with it, never a conflict', async () => {
    const { queue } = await startStation();
    server.mode = 'busyWithKey';
    const draft = saleDraft(nextMinute());

    expect((await queue.submit(draft, { accountId: CASEY })).status).toBe('queued');
    expect(queue.getState()).toMatchObject({ online: false, waiting: 1, conflicts: [] });

    server.mode = 'up';
    await queue.sync();
    expect(server.recorded.map((recorded) => recorded.id)).toEqual([draft.id]);
  });

  it('goes offline when a send is not answered in time, and back once the server answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { queue } = await startStation({ sendTimeoutMs: 10_000, retryDelaysMs: [5_000] });
    server.mode = 'silent';

    const submitted = queue.submit(saleDraft(nextMinute()), { accountId: CASEY });
    await vi.waitFor(() => {
      expect(server.requests).toHaveLength(1);
    });
    await vi.advanceTimersByTimeAsync(10_000);

    expect((await submitted).status).toBe('queued');
    expect(queue.getState()).toMatchObject({ online: false, waiting: 1 });
    await backByItselfAfter(queue, 5_000);
  });

  it('keeps trying on its own while offline, then syncs', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { queue } = await startStation();
    server.mode = 'failing';
    await queue.submit(saleDraft(nextMinute()), { accountId: CASEY });
    expect(queue.getState().online).toBe(false);

    await vi.advanceTimersByTimeAsync(2_000);
    await vi.waitFor(() => {
      expect(server.requests).toHaveLength(2);
    });
    expect(queue.getState()).toMatchObject({ online: false, waiting: 1 });
    await backByItselfAfter(queue, 5_000);
  });

  it('asks the server directly when nothing waits, and stays offline while it fails', async () => {
    const { queue } = await startStation();
    queue.markOffline();
    server.mode = 'failing';
    await queue.sync();
    expect(queue.getState().online).toBe(false);

    server.mode = 'up';
    await queue.sync();
    expect(queue.getState().online).toBe(true);
  });
});

describe('syncing when the connection returns', () => {
  it('sends 3 offline sales exactly once, in order, with gap-free receipt numbers, after a restart', async () => {
    const first = await startStation();
    await first.queue.reserveReceiptNumbers(LOCATION_ID);
    server.mode = 'down';
    first.queue.markOffline();
    const drafts = [saleDraft(nextMinute()), saleDraft(nextMinute()), saleDraft(nextMinute())];
    const queued = [];
    for (const draft of drafts) queued.push(await first.queue.submit(draft, { accountId: CASEY }));
    expect(
      queued.map((result) => result.status === 'queued' && result.draft.receiptNumber),
    ).toEqual(['DT-000101', 'DT-000102', 'DT-000103']);
    expect(first.queue.getState().waiting).toBe(3);
    stopStation(first);

    server.mode = 'up';
    const second = await startStation();
    await second.queue.sync();

    expect(server.recorded.map((draft) => draft.id)).toEqual(drafts.map((draft) => draft.id));
    expect(server.recorded.map((draft) => draft.receiptNumber)).toEqual([
      'DT-000101',
      'DT-000102',
      'DT-000103',
    ]);
    expect(server.recorded.every((draft) => draft.offline)).toBe(true);
    expect(server.recorded.map((draft) => draft.capturedAt)).toEqual(
      drafts.map((draft) => draft.capturedAt),
    );
    expect(second.queue.getState()).toMatchObject({ online: true, waiting: 0 });

    const next = await second.queue.submit(saleDraft(nextMinute()), { accountId: CASEY });
    expect(next).toMatchObject({ status: 'sent', sale: { receiptNumber: 'DT-000104' } });
  });

  it('says it is sending from the first answer to the last, never online and idle with sales waiting', async () => {
    const { queue } = await startStation();
    server.mode = 'down';
    queue.markOffline();
    for (let sale = 0; sale < 3; sale += 1) {
      await queue.submit(saleDraft(nextMinute()), { accountId: CASEY });
    }
    const seen: { online: boolean; syncing: boolean; waiting: number }[] = [];
    queue.subscribe(() => {
      const { online, syncing, waiting } = queue.getState();
      seen.push({ online, syncing, waiting });
    });

    server.mode = 'up';
    await queue.sync();

    expect(seen.filter((state) => state.online && !state.syncing && state.waiting > 0)).toEqual([]);
    expect(seen.filter((state) => state.syncing).map((state) => state.waiting)).toEqual(
      expect.arrayContaining([2, 1, 0]),
    );
    expect(seen.at(-1)).toEqual({ online: true, syncing: false, waiting: 0 });
  });

  it('does not record a sale twice when its answer was lost', async () => {
    const { queue } = await startStation();
    server.mode = 'losesAnswers';
    const draft = saleDraft(nextMinute());

    expect((await queue.submit(draft, { accountId: CASEY })).status).toBe('queued');
    expect(server.recorded).toHaveLength(1);

    server.mode = 'up';
    await queue.sync();

    expect(server.requests.map((request) => request.id)).toEqual([draft.id, draft.id]);
    expect(server.requests[1]).toEqual(server.requests[0]);
    expect(server.recorded).toHaveLength(1);
    expect(queue.getState().waiting).toBe(0);
  });

  it('resumes after a crash mid-sync without sending anything twice', async () => {
    const first = await startStation();
    server.mode = 'down';
    first.queue.markOffline();
    const drafts = [saleDraft(nextMinute()), saleDraft(nextMinute()), saleDraft(nextMinute())];
    for (const draft of drafts) await first.queue.submit(draft, { accountId: CASEY });
    // The first sale reaches the server, then the station dies before the answer arrives.
    server.mode = 'losesAnswers';
    await first.queue.sync();
    stopStation(first);

    server.mode = 'up';
    const second = await startStation();
    await second.queue.sync();

    expect(server.recorded.map((draft) => draft.id)).toEqual(drafts.map((draft) => draft.id));
    expect(second.queue.getState().waiting).toBe(0);
  });
});

describe('conflicts', () => {
  async function offlineSales(queue: StationQueue, drafts: ReturnType<typeof saleDraft>[]) {
    server.mode = 'down';
    queue.markOffline();
    for (const draft of drafts) await queue.submit(draft, { accountId: CASEY });
    server.mode = 'up';
  }

  it('keeps a refused sale for a manager, and sends what does not depend on it', async () => {
    const { queue, storage } = await startStation();
    await queue.reserveReceiptNumbers(LOCATION_ID);
    const giftCard = [{ kind: 'giftCard' as const, amountMinor: 350, code: 'HC-1000-0002' }];
    const overdrawn = saleDraft(nextMinute(), giftCard);
    const cash = saleDraft(nextMinute());
    const sameCardLater = saleDraft(nextMinute(), giftCard);
    await offlineSales(queue, [overdrawn, cash, sameCardLater]);
    server.refuse = (draft) => draft.id === overdrawn.id;

    await queue.sync();

    expect(server.recorded.map((draft) => draft.id)).toEqual([cash.id]);
    const state = queue.getState();
    expect(state.conflicts.map((sale) => sale.draft.id)).toEqual([overdrawn.id]);
    expect(state.conflicts[0]?.conflict).toMatchObject({
      status: 422,
      code: 'insufficient_balance',
    });
    expect(state.held.map((sale) => sale.draft.id)).toEqual([sameCardLater.id]);
    expect(state.waiting).toBe(1);

    await queue.writeOffConflict(overdrawn.id, { reason: 'Card was empty', accountId: MAX });

    expect(server.recorded.map((draft) => draft.id)).toEqual([cash.id, sameCardLater.id]);
    expect(queue.getState()).toMatchObject({ waiting: 0, conflicts: [], held: [] });
    const writtenOff = await readWrittenOff(storage);
    expect(writtenOff).toMatchObject([
      { reason: 'Card was empty', accountId: MAX, draft: { receiptNumber: 'DT-000101' } },
    ]);
  });

  it('retries a refused sale after a fix under a new key, keeping its number and time', async () => {
    const { queue } = await startStation();
    await queue.reserveReceiptNumbers(LOCATION_ID);
    const refused = saleDraft(nextMinute());
    await offlineSales(queue, [refused]);
    server.refuse = () => true;
    await queue.sync();
    expect(queue.getState().conflicts).toHaveLength(1);

    server.refuse = () => false;
    await queue.retryConflict(refused.id, {
      tenders: [{ kind: 'cash', amountMinor: 350, givenMinor: 350 }],
    });

    expect(server.recorded).toHaveLength(1);
    expect(server.recorded[0]).toMatchObject({
      receiptNumber: 'DT-000101',
      capturedAt: refused.capturedAt,
      offline: true,
      tenders: [{ kind: 'cash', givenMinor: 350 }],
    });
    expect(server.recorded[0]?.id).not.toBe(refused.id);
    expect(queue.getState()).toMatchObject({ waiting: 0, conflicts: [] });
  });
});

describe('the queue belongs to the station', () => {
  it('keeps waiting sales through a sign-out and sends them once someone signs in', async () => {
    const first = await startStation();
    server.mode = 'down';
    await first.queue.submit(saleDraft(nextMinute()), { accountId: CASEY });
    // Casey signs out: the session's storage goes, the station's database stays.
    window.localStorage.clear();
    window.sessionStorage.clear();
    server.mode = 'signedOut';
    await first.queue.sync();
    expect(first.queue.getState()).toMatchObject({ needsSignIn: true, waiting: 1 });
    stopStation(first);

    const second = await startStation();
    expect(second.queue.getState().waiting).toBe(1);
    server.mode = 'up';
    await second.queue.sync();
    expect(server.recorded).toHaveLength(1);
    // Whoever's session sends it, the sale stays Casey's.
    expect(server.recorded[0]?.staffId).toBe(CASEY);
    expect(second.queue.getState()).toMatchObject({ needsSignIn: false, waiting: 0 });
  });

  it('keeps each station and tenant apart', async () => {
    const first = await startStation();
    server.mode = 'down';
    await first.queue.submit(saleDraft(nextMinute()), { accountId: CASEY });

    scope = { tenantId: scope.tenantId, stationId: crypto.randomUUID() };
    const other = await startStation();
    expect(other.queue.getState().waiting).toBe(0);
  });
});

describe('offline limits', () => {
  async function stationWithLimits() {
    const station = await startStation();
    await cacheCatalogue(
      station.storage,
      {
        currency: 'USD',
        version: '1',
        categories: [],
        taxes: [],
        locations: [],
        products: [],
        offlineLimits: { giftCardMinor: 2_000, cardPerSaleMinor: 5_000, cardTotalMinor: 8_000 },
      },
      clock,
    );
    return station;
  }

  const CARD_RISK =
    'Card payments taken offline are approved when the station is back online; a declined one is shown to a manager.';

  it.each([
    ['cash, whatever the amount', { kind: 'cash', amountMinor: 99_999 }, { ok: true, risk: null }],
    [
      'no terminal payment',
      { kind: 'card', amountMinor: 100 },
      {
        ok: false,
        reason:
          'The card terminal needs the server. Take the card as an offline card payment, or use another tender.',
      },
    ],
    [
      'an offline card payment up to the per-sale limit',
      { kind: 'storedCard', amountMinor: 5_000 },
      { ok: true, risk: CARD_RISK },
    ],
    [
      'no offline card payment above it',
      { kind: 'storedCard', amountMinor: 5_001 },
      { ok: false, reason: 'An offline card payment can be at most $50.00.' },
    ],
  ] as const)('takes %s', async (_case, tender, answer) => {
    const { queue } = await stationWithLimits();
    expect(queue.canTakeOffline(tender)).toEqual(answer);
  });

  it('takes offline card payments up to the station limit while they wait', async () => {
    const { queue } = await stationWithLimits();
    server.mode = 'down';
    const storedCard = {
      kind: 'storedCard' as const,
      amountMinor: 4_500,
      storedPaymentId: crypto.randomUUID(),
      last4: '4242',
    };
    await queue.submit(saleDraft(nextMinute(), [storedCard]), { accountId: CASEY });

    expect(queue.canTakeOffline({ kind: 'storedCard', amountMinor: 3_500 }).ok).toBe(true);
    expect(queue.canTakeOffline({ kind: 'storedCard', amountMinor: 3_501 })).toEqual({
      ok: false,
      reason:
        'Offline card payments on this station can add up to $35.00 more before it is back online.',
    });
  });

  it('takes a gift card up to its offline limit across queued sales and the cart', async () => {
    const { queue } = await stationWithLimits();
    server.mode = 'down';
    const giftCard = { kind: 'giftCard' as const, amountMinor: 1_200, code: 'HC-1000-0001' };
    await queue.submit(saleDraft(nextMinute(), [giftCard]), { accountId: CASEY });

    expect(queue.canTakeOffline({ ...giftCard, amountMinor: 800, code: 'hc-1000-0001' })).toEqual({
      ok: true,
      risk: 'Gift cards taken offline are checked when the station is back online; an overdrawn one is shown to a manager.',
    });
    expect(
      queue.canTakeOffline({ ...giftCard, amountMinor: 500 }, [{ ...giftCard, amountMinor: 400 }]),
    ).toEqual({
      ok: false,
      reason: 'Gift card HC-1000-0001 can pay at most $4.00 more while the station is offline.',
    });
    expect(queue.canTakeOffline({ ...giftCard, code: 'HC-1000-0002', amountMinor: 2_000 }).ok).toBe(
      true,
    );
  });

  it('takes only cash before the station has ever loaded its limits', async () => {
    const { queue } = await startStation();
    expect(
      queue.canTakeOffline({ kind: 'giftCard', amountMinor: 1, code: 'HC-1000-0001' }),
    ).toEqual({
      ok: false,
      reason:
        'This station has not loaded the offline limits yet: only cash can be taken until it has been online once.',
    });
  });

  it('remembers the limits of the cached catalogue after a restart', async () => {
    const first = await stationWithLimits();
    stopStation(first);
    const second = await startStation();
    expect(second.queue.canTakeOffline({ kind: 'storedCard', amountMinor: 5_001 }).ok).toBe(false);
    expect(second.queue.canTakeOffline({ kind: 'storedCard', amountMinor: 5_000 }).ok).toBe(true);
  });
});
