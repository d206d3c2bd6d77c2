// Group commit for hot single-row statements: the calls made while the event loop handles one
// round of I/O are collected and run as one batch when that round ends, so many concurrent
// requests cost the database and its driver one statement and one round trip instead of many.

/** Runs several items in one go; resolves to one result per item, in the items' order. */
export type BatchRunner<In, Out> = (items: readonly In[]) => Promise<readonly Out[]>;

interface Waiting<In, Out> {
  item: In;
  resolve: (result: Out) => void;
  reject: (error: unknown) => void;
}

/**
 * One call per item, run in batches: every call made before the event loop's next check phase
 * (`setImmediate`) joins the same batch. When a batch of several fails, each of its items is run
 * alone, so one item's failure (or a deadlock between two batches) stays with its own caller.
 */
export function batchedPerTick<In, Out>(run: BatchRunner<In, Out>): (item: In) => Promise<Out> {
  let pending: Waiting<In, Out>[] = [];

  const settle = async (batch: readonly Waiting<In, Out>[]): Promise<void> => {
    try {
      const results = await run(batch.map((waiting) => waiting.item));
      batch.forEach((waiting, index) => {
        const result = results[index];
        if (index < results.length) waiting.resolve(result as Out);
        else waiting.reject(new Error('A batch answered fewer results than it was given items.'));
      });
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      await Promise.all(batch.map((waiting) => settle([waiting])));
    }
  };

  const flush = () => {
    const batch = pending;
    pending = [];
    void settle(batch);
  };

  return (item) =>
    new Promise<Out>((resolve, reject) => {
      if (pending.length === 0) setImmediate(flush);
      pending.push({ item, resolve, reject });
    });
}
