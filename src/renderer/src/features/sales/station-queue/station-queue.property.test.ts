import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CASEY,
  LOCATION_ID,
  createFakeSalesServer,
  saleDraft,
  startTestStation,
  stopTestStation,
  type ServerMode,
} from './fake-sales-server.test-support';

type Step =
  { kind: 'sell' } | { kind: 'server'; mode: ServerMode } | { kind: 'sync' } | { kind: 'restart' };

const step = fc.oneof(
  { arbitrary: fc.constant<Step>({ kind: 'sell' }), weight: 4 },
  {
    arbitrary: fc
      .constantFrom<ServerMode>('up', 'down', 'failing', 'losesAnswers', 'signedOut', 'busyWithKey')
      .map((mode): Step => ({ kind: 'server', mode })),
    weight: 3,
  },
  { arbitrary: fc.constant<Step>({ kind: 'sync' }), weight: 2 },
  { arbitrary: fc.constant<Step>({ kind: 'restart' }), weight: 1 },
);

describe('the station queue under any interleaving', () => {
  it('ends with every sale on the server exactly once, in order, numbered without gaps', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 30 }), async (steps) => {
        const scope = { tenantId: crypto.randomUUID(), stationId: crypto.randomUUID() };
        const server = createFakeSalesServer();
        let clock = new Date('2026-11-25T09:00:00.000Z');
        const start = () => startTestStation(scope, server, { now: () => clock });
        const stop = stopTestStation;

        let station = await start();
        await station.queue.reserveReceiptNumbers(LOCATION_ID);
        const sold: string[] = [];
        for (const next of steps) {
          if (next.kind === 'sell') {
            clock = new Date(clock.getTime() + 60_000);
            const draft = saleDraft(clock);
            sold.push(draft.id);
            await station.queue.submit(draft, { accountId: CASEY });
          } else if (next.kind === 'server') {
            server.mode = next.mode;
          } else if (next.kind === 'sync') {
            await station.queue.sync();
          } else {
            // Stopped as a crash would: whatever the queue was sending stays in flight.
            stop(station);
            station = await start();
          }
        }
        server.mode = 'up';
        await station.queue.sync();
        await station.queue.sync();

        expect(server.recorded.map((draft) => draft.id)).toEqual(sold);
        expect(server.recorded.map((draft) => draft.receiptNumber)).toEqual(
          sold.map((_id, index) => `DT-${String(101 + index).padStart(6, '0')}`),
        );
        expect(station.queue.getState()).toMatchObject({ online: true, waiting: 0 });
        stop(station);
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});
