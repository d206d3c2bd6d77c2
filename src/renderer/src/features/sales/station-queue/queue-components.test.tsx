import 'fake-indexeddb/auto';
import { MantineProvider } from '@mantine/core';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  CASEY,
  LOCATION_ID,
  createFakeSalesServer,
  saleDraft,
  stationsStoppedAfterEach,
  type FakeSalesServer,
} from './fake-sales-server.test-support';
import { OfflineBanner } from './offline-banner';
import { readWrittenOff } from './queue-records';
import { QueueConflicts } from './queue-conflicts';
import type { SendSale } from './station-queue';
import { StationQueueProvider, useStationQueue } from './use-station-queue';
import { eventually } from '../../../test/eventually';

const startStation = stationsStoppedAfterEach();

/** A till with the banner, a Charge button that completes a cash sale, and the refused sales. */
function Till({ onShowConflicts }: { onShowConflicts?: () => void }) {
  const queue = useStationQueue();
  return (
    <>
      <OfflineBanner onShowConflicts={onShowConflicts} />
      <button type="button" onClick={() => void queue.submit(saleDraft(new Date()))}>
        Charge
      </button>
      <QueueConflicts currency="USD" />
    </>
  );
}

async function renderTill(
  options: { send?: SendSale; server?: FakeSalesServer; onShowConflicts?: () => void } = {},
) {
  const server = options.server ?? createFakeSalesServer();
  const { queue, storage } = await startStation(
    { tenantId: crypto.randomUUID(), stationId: crypto.randomUUID() },
    server,
    { send: options.send ?? server.send, now: () => new Date('2026-11-25T09:00:00.000Z') },
  );
  render(
    <MantineProvider env="test">
      <StationQueueProvider queue={queue} accountId={CASEY}>
        <Till onShowConflicts={options.onShowConflicts} />
      </StationQueueProvider>
    </MantineProvider>,
  );
  return { server, queue, storage, user: userEvent.setup() };
}

describe('<OfflineBanner />', () => {
  it('shows nothing while the station is online and nothing waits', async () => {
    const { server, user } = await renderTill();
    await user.click(screen.getByRole('button', { name: 'Charge' }));
    await eventually(() => {
      expect(server.recorded).toHaveLength(1);
    });
    expect(screen.queryByRole('status')).toBeNull();
    expect(server.recorded[0]?.staffId).toBe(CASEY);
  });

  it('counts the sales waiting while offline, in the singular and the plural', async () => {
    const { server, user } = await renderTill();
    server.mode = 'down';

    await user.click(screen.getByRole('button', { name: 'Charge' }));
    expect(await screen.findByText('Offline — 1 sale waiting')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Charge' }));
    expect(await screen.findByText('Offline — 2 sales waiting')).toBeDefined();
    expect(
      screen.getByText(
        'Keep selling: sales are kept on this station and sent when it is back online.',
      ),
    ).toBeDefined();
  });

  it('follows the browser going offline and coming back', async () => {
    await renderTill();

    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByText('Offline — no sales waiting')).toBeDefined();

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await eventually(() => {
      expect(screen.queryByRole('status')).toBeNull();
    });
  });

  it('shows the sync, then goes away once every sale is on the server', async () => {
    const server = createFakeSalesServer();
    const gate: (() => void)[] = [];
    const send: SendSale = async (draft, options) => {
      if (server.mode === 'up') await new Promise<void>((resolve) => gate.push(resolve));
      return server.send(draft, options);
    };
    const { queue, user } = await renderTill({ server, send });
    server.mode = 'down';
    for (let sale = 0; sale < 3; sale += 1) {
      await user.click(screen.getByRole('button', { name: 'Charge' }));
    }
    expect(await screen.findByText('Offline — 3 sales waiting')).toBeDefined();

    server.mode = 'up';
    await user.click(screen.getByRole('button', { name: 'Try now' }));
    await eventually(() => {
      expect(gate).toHaveLength(1);
    });
    // Until the server answers, the station is still offline.
    expect(screen.getByText('Offline — 3 sales waiting')).toBeDefined();
    gate.shift()?.();
    expect(await screen.findByText('Back online — sending 2 sales')).toBeDefined();
    await eventually(() => {
      expect(gate).toHaveLength(1);
    });
    gate.shift()?.();
    expect(await screen.findByText('Back online — sending 1 sale')).toBeDefined();
    await eventually(() => {
      expect(gate).toHaveLength(1);
    });
    gate.shift()?.();
    await eventually(() => {
      expect(screen.queryByRole('status')).toBeNull();
    });
    expect(server.recorded).toHaveLength(3);
    expect(queue.getState().waiting).toBe(0);
  });

  it('tells a manager about refused sales', async () => {
    const onShowConflicts = vi.fn();
    const { server, queue, user } = await renderTill({ onShowConflicts });
    server.mode = 'down';
    await user.click(screen.getByRole('button', { name: 'Charge' }));
    await screen.findByText('Offline — 1 sale waiting');

    server.mode = 'up';
    server.refuse = () => true;
    await queue.sync();

    expect(await screen.findByText('1 sale needs a manager')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(onShowConflicts).toHaveBeenCalledOnce();

    const [refused] = queue.getState().conflicts;
    await queue.writeOffConflict(refused?.draft.id ?? '', { reason: 'Test', accountId: CASEY });
    await eventually(() => {
      expect(screen.queryByRole('status')).toBeNull();
    });
  });
});

describe('<QueueConflicts />', () => {
  async function tillWithRefusedSale() {
    const till = await renderTill();
    await till.queue.reserveReceiptNumbers(LOCATION_ID);
    till.server.mode = 'down';
    await till.user.click(screen.getByRole('button', { name: 'Charge' }));
    await screen.findByText('Offline — 1 sale waiting');
    till.server.mode = 'up';
    till.server.refuse = () => true;
    await till.queue.sync();
    return till;
  }

  it('shows what the server said about a refused sale and sends it again', async () => {
    const { server, user } = await tillWithRefusedSale();
    const card = await screen.findByRole('region', { name: 'Refused sale DT-000101' });
    expect(card.textContent).toContain('$3.50');
    expect(card.textContent).toContain('The gift card does not hold enough.');

    server.refuse = () => false;
    await user.click(screen.getByRole('button', { name: 'Send again' }));

    expect(
      await screen.findByText(
        'No refused sales: everything this station sold is on the server or on its way.',
      ),
    ).toBeDefined();
    await eventually(() => {
      expect(server.recorded.map((draft) => draft.receiptNumber)).toEqual(['DT-000101']);
    });
  });

  it('writes a refused sale off only with a reason', async () => {
    const { server, user, storage } = await tillWithRefusedSale();
    await user.click(await screen.findByRole('button', { name: 'Write off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write off this sale' });
    await user.click(within(dialog).getByRole('button', { name: 'Write off' }));
    expect(await within(dialog).findByText('Enter a reason.')).toBeDefined();

    await user.type(within(dialog).getByLabelText('Reason'), 'Customer left, card empty');
    await user.click(within(dialog).getByRole('button', { name: 'Write off' }));

    expect(
      await screen.findByText(
        'No refused sales: everything this station sold is on the server or on its way.',
      ),
    ).toBeDefined();
    expect(await readWrittenOff(storage)).toMatchObject([
      { reason: 'Customer left, card empty', accountId: CASEY },
    ]);
    expect(server.recorded).toEqual([]);
  });
});
