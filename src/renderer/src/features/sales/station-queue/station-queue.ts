// The station's sale queue: every sale is written to IndexedDB first, then sent; when the server
// cannot be reached or answers with errors the station goes offline by itself and keeps selling,
// and the queue sends what waits exactly once, in order, one sale at a time, when it is back.
import { saleDraftSchema, type Sale, type SaleDraft } from '@shared/sales/sales';
import { isApiError } from '../../../api/api-error';
import { loadCachedCatalogue } from './catalogue-cache';
import { checkOfflineTender, type OfflineTenderCheck, type TenderToCheck } from './offline-limits';
import {
  enqueueSale,
  readQueue,
  removeSale,
  replaceSale,
  storeReceiptSeries,
  withdrawSale,
  writeOffSale,
  type QueueConflict,
  type QueuedDraft,
  type QueuedSale,
  type ReceiptSeries,
} from './queue-records';
import { heldSales } from './sale-dependencies';
import { stationDatabaseName, type StationStorage } from './station-storage';

/**
 * POSTs one sale draft with `Idempotency-Key: draft.id` and resolves with the server's sale, or
 * rejects with the HTTP client's ApiError. The queue aborts `signal` when the send takes too long.
 */
export type SendSale = (draft: QueuedDraft, options: { signal: AbortSignal }) => Promise<Sale>;

export interface StationQueueOptions {
  storage: StationStorage;
  send: SendSale;
  now: () => Date;
  /** GET /sales/receipt-series?locationId=…; without it the server numbers every sale. */
  receiptSeries?: (locationId: string) => Promise<ReceiptSeries>;
  /** GET /api/health: resolves when the server answers well; asked when nothing waits to be sent. */
  probe?: () => Promise<void>;
  /** A send that has not answered by then counts as the server being unreachable. */
  sendTimeoutMs?: number;
  /** Waits between tries while offline: one after another, the last one repeating. */
  retryDelaysMs?: readonly number[];
}

export interface StationQueueState {
  /** False from the first failed send (or failed probe) until the server answers well again. */
  online: boolean;
  /** Sending what waits, one sale at a time. */
  syncing: boolean;
  /** The server answered 401: the queue waits for someone to sign in at the station. */
  needsSignIn: boolean;
  /** Sales not yet on the server and not refused by it (those held behind a conflict included). */
  waiting: number;
  /** Sales the server refused, each waiting for a manager to retry or write off. */
  conflicts: readonly QueuedSale[];
  /** Waiting sales held back because an earlier refused sale loads or spends the same gift card. */
  held: readonly QueuedSale[];
  /** Records this station holds but can no longer read (kept, never sent or dropped). */
  unreadable: number;
}

export type SubmitResult =
  /** The server has the sale: its answer. */
  | { status: 'sent'; sale: Sale }
  /** Kept on the station (offline, or behind other waiting sales); the draft as queued. */
  | { status: 'queued'; draft: QueuedDraft };

export interface StationQueue {
  /** The current state; a new object after every change (for useSyncExternalStore). */
  getState: () => StationQueueState;
  subscribe: (listener: () => void) => () => void;
  /**
   * Completes a sale: queues it (taking its reserved receipt number) and, when the station is
   * online and nothing waits before it, sends it at once. Rejects with the ApiError of a sale the
   * server refuses on that first send (the cashier fixes the cart; the sale is not kept).
   */
  submit(draft: SaleDraft, context: { accountId: string | null }): Promise<SubmitResult>;
  /** Sends what waits now (also the way back online); resolves when the pass is over. */
  sync(): Promise<void>;
  /** The browser says the network is gone: offline at once, without waiting for a send to fail. */
  markOffline(): void;
  /** Asks the server for this station's series at a location and keeps the next numbers. */
  reserveReceiptNumbers(locationId: string): Promise<ReceiptSeries | null>;
  /** Whether the till may take this tender while offline, and the risk to state. */
  canTakeOffline(tender: TenderToCheck, cartTenders?: readonly TenderToCheck[]): OfflineTenderCheck;
  /** A manager's fix: sends a refused sale again (as it was, or with `fixed` lines and tenders). */
  retryConflict(
    saleId: string,
    fixed?: Partial<Pick<SaleDraft, 'lines' | 'tenders' | 'discount'>>,
  ): Promise<void>;
  /** A manager gives up a refused sale, with a reason; it is kept in the station's write-off log. */
  writeOffConflict(
    saleId: string,
    writeOff: { reason: string; accountId: string | null },
  ): Promise<void>;
  /** Stops the retry timer (the database stays open: it belongs to the caller). */
  close(): void;
}

const DEFAULT_SEND_TIMEOUT_MS = 15_000;
const DEFAULT_RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000] as const;

type SendOutcome =
  | { kind: 'sent'; sale: Sale }
  | { kind: 'unreachable' }
  | { kind: 'unauthorised' }
  | { kind: 'refused'; conflict: QueueConflict; error: unknown };

export async function createStationQueue(options: StationQueueOptions): Promise<StationQueue> {
  const { storage, send, now } = options;
  const sendTimeoutMs = options.sendTimeoutMs ?? DEFAULT_SEND_TIMEOUT_MS;
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;

  await loadCachedCatalogue(storage);
  const loaded = await readQueue(storage);
  let sales: QueuedSale[] = loaded.sales;
  let unreadable = loaded.unreadable;
  let online = true;
  let syncing = false;
  let needsSignIn = false;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;
  let state = computeState();
  const listeners = new Set<() => void>();

  // One send at a time, from the till or the queue: submit and each sync step run through here.
  let exclusive: Promise<unknown> = Promise.resolve();
  function serially<T>(task: () => Promise<T>): Promise<T> {
    const run = exclusive.then(task, task);
    exclusive = run.catch(() => undefined);
    return run;
  }

  function computeState(): StationQueueState {
    const held = heldSales(sales);
    return {
      online,
      syncing,
      needsSignIn,
      waiting: sales.filter((sale) => sale.conflict === null).length,
      conflicts: sales.filter((sale) => sale.conflict !== null),
      held,
      unreadable,
    };
  }

  function changed(): void {
    state = computeState();
    for (const listener of listeners) listener();
  }

  /** The first waiting sale not held behind a conflict. */
  function nextToSend(): QueuedSale | undefined {
    const held = new Set(heldSales(sales).map((sale) => sale.seq));
    return sales.find((sale) => sale.conflict === null && !held.has(sale.seq));
  }

  async function attempt(sale: QueuedSale): Promise<SendOutcome> {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      controller.abort();
    }, sendTimeoutMs);
    try {
      const answer = await Promise.race([
        send(sale.draft, { signal: controller.signal }),
        new Promise<never>((_resolve, reject) => {
          controller.signal.addEventListener('abort', () => {
            reject(new Error('The sale was not answered in time.'));
          });
        }),
      ]);
      return { kind: 'sent', sale: answer };
    } catch (error) {
      return classify(error);
    } finally {
      clearTimeout(timer);
    }
  }

  function classify(error: unknown): SendOutcome {
    // Anything but a clear answer from the server (no network, a timeout, a 5xx, an answer that
    // cannot be read) may hide a sale the server recorded: it is sent again with the same key.
    if (!isApiError(error) || error.status === 0 || error.status >= 500) {
      return { kind: 'unreachable' };
    }
    // A busy server (408, 429), or one still working on the same key (an earlier try that timed
    // out here): the answer may yet be a recorded sale, so it is asked again with the same key and
    // never turned into a conflict, whose retry would take a new key and could sell twice.
    if (error.status === 408 || error.status === 429) return { kind: 'unreachable' };
    if (error.code === 'request_in_progress') return { kind: 'unreachable' };
    if (error.status === 401) return { kind: 'unauthorised' };
    if (error.status < 400) return { kind: 'unreachable' };
    return {
      kind: 'refused',
      error,
      conflict: {
        status: error.status,
        code: error.code,
        message: error.message,
        at: now().toISOString(),
      },
    };
  }

  function goOffline(): void {
    online = false;
    failures += 1;
    scheduleRetry();
    changed();
  }

  function scheduleRetry(): void {
    if (closed || retryTimer !== null) return;
    const delay = retryDelays[Math.min(failures, retryDelays.length) - 1] ?? retryDelays[0] ?? 0;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void queue.sync();
    }, delay);
  }

  function backOnline(): void {
    failures = 0;
    online = true;
    needsSignIn = false;
    if (retryTimer !== null) clearTimeout(retryTimer);
    retryTimer = null;
  }

  async function delivered(sale: QueuedSale): Promise<void> {
    await removeSale(storage, sale.seq);
    sales = sales.filter((other) => other.seq !== sale.seq);
  }

  /** What a send's outcome means for the station (a refusal is the caller's to handle). */
  async function settle(
    sale: QueuedSale,
    outcome: Exclude<SendOutcome, { kind: 'refused' }>,
  ): Promise<void> {
    switch (outcome.kind) {
      case 'sent':
        backOnline();
        await delivered(sale);
        break;
      case 'unauthorised':
        backOnline();
        needsSignIn = true;
        break;
      case 'unreachable':
        goOffline();
        break;
    }
    changed();
  }

  /** One step of a sync: sends the next sale; false when the pass should stop. */
  async function syncStep(): Promise<boolean> {
    const sale = closed ? undefined : nextToSend();
    if (sale === undefined) return false;
    const outcome = await attempt(sale);
    // An answer proves the server is back: the pass is sending from here on, in the same change
    // that puts the station online (never a moment online, idle, with sales still waiting).
    if (outcome.kind === 'sent' || outcome.kind === 'refused') syncing = true;
    if (outcome.kind === 'refused') {
      backOnline();
      const refused = { ...sale, conflict: outcome.conflict };
      await replaceSale(storage, refused);
      sales = sales.map((other) => (other.seq === sale.seq ? refused : other));
      changed();
      return true;
    }
    await settle(sale, outcome);
    return outcome.kind === 'sent';
  }

  let syncRun: Promise<void> | null = null;
  let syncAgain: Promise<void> | null = null;

  /** Another window of this station may have queued or sent sales since: the database decides. */
  async function reload(): Promise<void> {
    const current = await readQueue(storage);
    sales = current.sales;
    unreadable = current.unreadable;
  }

  /** One pass at a time per station across its windows, where the browser can tell (Web Locks). */
  function stationWide(task: () => Promise<void>): Promise<void> {
    // Typed as always there, yet absent outside secure contexts and in some test DOMs.
    const locks = (globalThis.navigator as Partial<Navigator> | undefined)?.locks ?? null;
    if (locks === null) return task();
    return locks.request(stationDatabaseName(storage.scope), task).then(() => undefined);
  }

  async function runSync(): Promise<void> {
    await serially(reload);
    if (!online && nextToSend() === undefined) {
      // Nothing to send that could prove the server is back: ask it directly.
      if (options.probe === undefined) {
        backOnline();
        changed();
        return;
      }
      try {
        await options.probe();
        backOnline();
        changed();
      } catch {
        goOffline();
      }
      return;
    }
    // Offline, the first send is only a question to the server: "syncing" starts once it answers.
    syncing = online;
    changed();
    try {
      const locations = new Set<string>();
      for (;;) {
        const next = nextToSend();
        if (next !== undefined) locations.add(next.draft.locationId);
        if (!(await serially(syncStep))) break;
      }
      if (online && nextToSend() === undefined) {
        for (const locationId of locations) await queue.reserveReceiptNumbers(locationId);
      }
    } finally {
      syncing = false;
      changed();
    }
  }

  function findSale(saleId: string): QueuedSale {
    const sale = sales.find((candidate) => candidate.draft.id === saleId);
    if (sale === undefined) throw new Error(`No queued sale ${saleId} on this station.`);
    return sale;
  }

  const queue: StationQueue = {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    submit(input, context) {
      return serially(async (): Promise<SubmitResult> => {
        const parsed = saleDraftSchema.parse({
          ...input,
          staffId: input.staffId ?? context.accountId,
        });
        const sendNow = online && !needsSignIn && nextToSend() === undefined;
        const sale = await enqueueSale(storage, {
          // Sent later by the queue: the server learns it was rung up offline.
          draft: sendNow ? parsed : { ...parsed, offline: true },
          accountId: context.accountId,
          queuedAt: now().toISOString(),
          conflict: null,
          retryOf: null,
        });
        sales = [...sales, sale];
        changed();
        if (!sendNow) {
          // Offline, the retry timer decides when to try again; online, the queue goes on (after
          // a 401 too: the session may have been renewed since).
          if (online) void queue.sync();
          return { status: 'queued', draft: sale.draft };
        }
        const outcome = await attempt(sale);
        if (outcome.kind === 'refused') {
          await withdrawSale(storage, sale);
          sales = sales.filter((other) => other.seq !== sale.seq);
          changed();
          throw outcome.error;
        }
        await settle(sale, outcome);
        return outcome.kind === 'sent'
          ? { status: 'sent', sale: outcome.sale }
          : { status: 'queued', draft: sale.draft };
      });
    },

    sync() {
      if (closed) return Promise.resolve();
      if (syncRun !== null) {
        // Asked during a pass (a new session, a retry): one more pass once this one is over.
        syncAgain ??= syncRun.then(() => {
          syncAgain = null;
          return queue.sync();
        });
        return syncAgain;
      }
      // A pass that fails on the database (the station closing, a full disk) stops where it
      // is: every sale stays queued and the next pass starts from the first one waiting.
      syncRun = stationWide(runSync)
        .catch(() => undefined)
        .finally(() => {
          syncRun = null;
        });
      return syncRun;
    },

    markOffline() {
      if (!online) return;
      goOffline();
    },

    async reserveReceiptNumbers(locationId) {
      if (options.receiptSeries === undefined) return null;
      try {
        const fromServer = await options.receiptSeries(locationId);
        return await storeReceiptSeries(storage, locationId, fromServer);
      } catch {
        return null;
      }
    },

    canTakeOffline(tender, cartTenders) {
      return checkOfflineTender(tender, {
        limits: storage.offlineRules?.limits ?? null,
        currency: storage.offlineRules?.currency ?? 'USD',
        queued: sales.map((sale) => sale.draft),
        cartTenders,
      });
    },

    async retryConflict(saleId, fixed) {
      await serially(async () => {
        const sale = findSale(saleId);
        if (sale.conflict === null) return;
        // A refused sale was never recorded, so its retry is a new request: a new id and key,
        // the same receipt number, time and station.
        const draft = saleDraftSchema.parse({
          ...sale.draft,
          ...fixed,
          id: crypto.randomUUID(),
          offline: true,
        });
        const retried: QueuedSale = { ...sale, draft, conflict: null, retryOf: sale.draft.id };
        await replaceSale(storage, retried);
        sales = sales.map((other) => (other.seq === sale.seq ? retried : other));
        changed();
      });
      await queue.sync();
    },

    async writeOffConflict(saleId, writeOff) {
      await serially(async () => {
        const sale = findSale(saleId);
        if (sale.conflict === null) throw new Error(`Sale ${saleId} was not refused.`);
        await writeOffSale(storage, sale, { ...writeOff, at: now().toISOString() });
        sales = sales.filter((other) => other.seq !== sale.seq);
        changed();
      });
      await queue.sync();
    },

    close() {
      closed = true;
      if (retryTimer !== null) clearTimeout(retryTimer);
      retryTimer = null;
    },
  };

  if (sales.some((sale) => sale.conflict === null)) void queue.sync();
  return queue;
}
