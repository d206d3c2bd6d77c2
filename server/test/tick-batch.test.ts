// Group commit's batching (db/tick-batch.ts): calls made together run as one batch, each caller
// gets its own result, and a failing batch leaves the failure with the item that caused it.
import { describe, expect, it } from 'vitest';
import { batchedPerTick } from '../src/db/tick-batch';

describe('batchedPerTick', () => {
  it('runs the calls made together as one batch and answers each its own result', async () => {
    const batches: number[][] = [];
    const double = batchedPerTick((items: readonly number[]) => {
      batches.push([...items]);
      return Promise.resolve(items.map((item) => item * 2));
    });
    expect(await Promise.all([1, 2, 3].map(double))).toEqual([2, 4, 6]);
    expect(await double(4)).toBe(8);
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it('runs the items of a failed batch alone, so only the failing item fails', async () => {
    const refuse = batchedPerTick((items: readonly number[]) =>
      items.includes(2)
        ? Promise.reject(new Error('two refused'))
        : Promise.resolve(items.map((item) => item + 1)),
    );
    const results = await Promise.allSettled([1, 2, 3].map(refuse));
    expect(results).toEqual([
      { status: 'fulfilled', value: 2 },
      { status: 'rejected', reason: new Error('two refused') },
      { status: 'fulfilled', value: 4 },
    ]);
  });

  it('refuses a batch that answers fewer results than items', async () => {
    const short = batchedPerTick((items: readonly number[]) => Promise.resolve(items.slice(1)));
    const results = await Promise.allSettled([1, 2].map(short));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected']);
  });
});
