// What the station keeps about each queued sale, and how it reads and writes the queue's stores:
// every record is parsed with zod when read, and a sale enters the queue in one transaction with
// the receipt number it takes, so a crash can neither lose the sale nor skip a number.
import { receiptSeriesSchema, saleDraftSchema } from '@shared/sales/sales';
import { z } from 'zod';
import type { StationStorage } from './station-storage';

/** A sale draft as the queue sends it: parsed once, then sent byte for byte on every attempt. */
export type QueuedDraft = z.output<typeof saleDraftSchema>;

/** Why the server refused a queued sale (a 4xx answer), for the manager who resolves it. */
export const queueConflictSchema = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  at: z.iso.datetime({ offset: true }),
});
export type QueueConflict = z.infer<typeof queueConflictSchema>;

const queuedSaleRecordSchema = z.object({
  draft: saleDraftSchema,
  /** Who rang the sale up; null when nobody was signed in (never expected at a till). */
  accountId: z.uuid().nullable(),
  queuedAt: z.iso.datetime({ offset: true }),
  /** Set when the server refused it: the sale waits for a manager. */
  conflict: queueConflictSchema.nullable(),
  /** The id of the refused sale this one retries after a manager's fix. */
  retryOf: z.uuid().nullable(),
});
export type QueuedSaleRecord = z.infer<typeof queuedSaleRecordSchema>;

/** A queued sale with its place in the queue. */
export interface QueuedSale extends QueuedSaleRecord {
  seq: number;
}

const writtenOffSchema = z.object({
  draft: saleDraftSchema,
  conflict: queueConflictSchema.nullable(),
  reason: z.string().min(1),
  accountId: z.uuid().nullable(),
  at: z.iso.datetime({ offset: true }),
});
export type WrittenOffSale = z.infer<typeof writtenOffSchema>;

export type ReceiptSeries = z.infer<typeof receiptSeriesSchema>;

/** `${prefix}-${number}`, the number zero-padded to 6 digits (sales.ts). */
export function formatReceiptNumber(series: ReceiptSeries): string {
  return `${series.prefix}-${String(series.nextNumber).padStart(6, '0')}`;
}

/**
 * Every queued sale, in queue order, and how many records no longer parse: those stay in the
 * database untouched (never dropped, a sale taken is money taken) and are counted for support.
 */
export async function readQueue(
  storage: StationStorage,
): Promise<{ sales: QueuedSale[]; unreadable: number }> {
  const sales: QueuedSale[] = [];
  let unreadable = 0;
  let cursor = await storage.db.transaction('sales').store.openCursor();
  while (cursor !== null) {
    const parsed = queuedSaleRecordSchema.safeParse(cursor.value);
    if (parsed.success) sales.push({ ...parsed.data, seq: cursor.key });
    else unreadable += 1;
    cursor = await cursor.continue();
  }
  return { sales, unreadable };
}

/**
 * Adds a sale at the end of the queue. Without a receipt number of its own it takes the next one
 * of its location's reserved series (when one is reserved), in the same transaction.
 */
export async function enqueueSale(
  storage: StationStorage,
  record: QueuedSaleRecord,
): Promise<QueuedSale> {
  const tx = storage.db.transaction(['sales', 'receiptSeries'], 'readwrite');
  const seriesStore = tx.objectStore('receiptSeries');
  let draft = record.draft;
  if (draft.receiptNumber === null) {
    const series = receiptSeriesSchema.safeParse(await seriesStore.get(draft.locationId));
    if (series.success) {
      draft = { ...draft, receiptNumber: formatReceiptNumber(series.data) };
      await seriesStore.put(
        { ...series.data, nextNumber: series.data.nextNumber + 1 },
        draft.locationId,
      );
    }
  }
  const stored: QueuedSaleRecord = { ...record, draft };
  const seq = await tx.objectStore('sales').add(stored);
  await tx.done;
  return { ...stored, seq };
}

/**
 * Takes a sale the server refused at once (the cashier is there to fix the cart) out of the
 * queue, and gives its receipt number back when it was the last one handed out.
 */
export async function withdrawSale(storage: StationStorage, sale: QueuedSale): Promise<void> {
  const tx = storage.db.transaction(['sales', 'receiptSeries'], 'readwrite');
  await tx.objectStore('sales').delete(sale.seq);
  const seriesStore = tx.objectStore('receiptSeries');
  const series = receiptSeriesSchema.safeParse(await seriesStore.get(sale.draft.locationId));
  if (
    series.success &&
    series.data.nextNumber > 1 &&
    formatReceiptNumber({ ...series.data, nextNumber: series.data.nextNumber - 1 }) ===
      sale.draft.receiptNumber
  ) {
    await seriesStore.put(
      { ...series.data, nextNumber: series.data.nextNumber - 1 },
      sale.draft.locationId,
    );
  }
  await tx.done;
}

export async function removeSale(storage: StationStorage, seq: number): Promise<void> {
  await storage.db.delete('sales', seq);
}

export async function replaceSale(storage: StationStorage, sale: QueuedSale): Promise<void> {
  const { seq, ...record } = sale;
  await storage.db.put('sales', record, seq);
}

/** Moves a refused sale out of the queue into the write-off log, in one transaction. */
export async function writeOffSale(
  storage: StationStorage,
  sale: QueuedSale,
  writeOff: Omit<WrittenOffSale, 'draft' | 'conflict'>,
): Promise<void> {
  const tx = storage.db.transaction(['sales', 'writtenOff'], 'readwrite');
  await tx.objectStore('sales').delete(sale.seq);
  const record: WrittenOffSale = { draft: sale.draft, conflict: sale.conflict, ...writeOff };
  await tx.objectStore('writtenOff').put(record, sale.draft.id);
  await tx.done;
}

export async function readWrittenOff(storage: StationStorage): Promise<WrittenOffSale[]> {
  const values = await storage.db.getAll('writtenOff');
  return values.flatMap((value) => {
    const parsed = writtenOffSchema.safeParse(value);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * Keeps the series the server reports, unless this station has already handed out numbers the
 * server has not seen yet (queued or written off): the numbers only ever move forward.
 */
export async function storeReceiptSeries(
  storage: StationStorage,
  locationId: string,
  fromServer: ReceiptSeries,
): Promise<ReceiptSeries> {
  const tx = storage.db.transaction('receiptSeries', 'readwrite');
  const local = receiptSeriesSchema.safeParse(await tx.store.get(locationId));
  const next =
    local.success && local.data.prefix === fromServer.prefix
      ? { ...fromServer, nextNumber: Math.max(local.data.nextNumber, fromServer.nextNumber) }
      : fromServer;
  await tx.store.put(next, locationId);
  await tx.done;
  return next;
}
