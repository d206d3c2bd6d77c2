// The list contract every list call shares: the query (an opaque cursor, a page size, one sort
// key) and the page it answers with, `{ items, total?, nextCursor? }`. Keyset paging: the cursor
// is whatever the server needs to continue after the last item; total is sent when it is cheap.
import { z } from 'zod';

export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 500;

/** A sort key as the URL and the query carry it: `name` ascending, `-name` descending. */
const SORT_KEY = /^-?[A-Za-z][A-Za-z0-9_.]*$/;

export const listQuerySchema = z.object({
  cursor: z.string().min(1).max(1024).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  sort: z
    .string()
    .regex(SORT_KEY, 'sort is a column name, with "-" before it for descending.')
    .optional(),
});
export type ListQuery = z.input<typeof listQuerySchema>;

export interface SortOrder {
  column: string;
  descending: boolean;
}

/** `-name` → { column: 'name', descending: true }; null for no or a malformed key. */
export function parseSortKey(key: string | null | undefined): SortOrder | null {
  if (key == null || !SORT_KEY.test(key)) return null;
  return key.startsWith('-')
    ? { column: key.slice(1), descending: true }
    : { column: key, descending: false };
}

export function sortKey(order: SortOrder): string {
  return `${order.descending ? '-' : ''}${order.column}`;
}

/** One page of a list; `nextCursor` absent (or null) on the last page. */
export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative().optional(),
    nextCursor: z.string().min(1).nullable().optional(),
  });
}

export interface Page<Item> {
  items: Item[];
  total?: number;
  nextCursor?: string | null;
}
