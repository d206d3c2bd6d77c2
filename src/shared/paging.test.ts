// The list contract: the query's defaults and limits, sort keys both ways, and a page's shape.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  listQuerySchema,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  pageSchema,
  parseSortKey,
  sortKey,
} from './paging';

describe('listQuerySchema', () => {
  it('defaults the page size and reads it from a search param', () => {
    expect(listQuerySchema.parse({})).toEqual({ limit: PAGE_SIZE_DEFAULT });
    expect(listQuerySchema.parse({ limit: '20', sort: '-name', cursor: 'abc' })).toEqual({
      limit: 20,
      sort: '-name',
      cursor: 'abc',
    });
  });

  it('refuses a page size beyond the maximum and a malformed sort key', () => {
    expect(listQuerySchema.safeParse({ limit: PAGE_SIZE_MAX + 1 }).success).toBe(false);
    expect(listQuerySchema.safeParse({ sort: 'name desc' }).success).toBe(false);
  });
});

describe('sort keys', () => {
  it('reads and writes ascending and descending keys', () => {
    expect(parseSortKey('-createdAt')).toEqual({ column: 'createdAt', descending: true });
    expect(parseSortKey('name')).toEqual({ column: 'name', descending: false });
    expect(sortKey({ column: 'name', descending: true })).toBe('-name');
    expect(parseSortKey('--x')).toBeNull();
    expect(parseSortKey(null)).toBeNull();
  });
});

describe('pageSchema', () => {
  const page = pageSchema(z.object({ id: z.string() }));

  it('takes items with or without a total and a next cursor', () => {
    expect(page.parse({ items: [{ id: 'a' }] })).toEqual({ items: [{ id: 'a' }] });
    expect(page.parse({ items: [], total: 0, nextCursor: null })).toEqual({
      items: [],
      total: 0,
      nextCursor: null,
    });
  });

  it('refuses a negative total and an empty cursor', () => {
    expect(page.safeParse({ items: [], total: -1 }).success).toBe(false);
    expect(page.safeParse({ items: [], nextCursor: '' }).success).toBe(false);
  });
});
