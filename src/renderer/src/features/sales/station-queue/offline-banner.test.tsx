import 'fake-indexeddb/auto';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  CASEY,
  MAX,
  createFakeSalesServer,
  saleDraft,
  stationsStoppedAfterEach,
  type FakeSalesServer,
} from './fake-sales-server.test-support';
import { OfflineBanner } from './offline-banner';
import type { SendSale } from './station-queue';
import { StationQueueProvider, useStationQueue } from './use-station-queue';

const startStation = stationsStoppedAfterEach();

/** A till with the banner and a Charge button that completes a cash sale. */
function Till({ onShowConflicts }: { onShowConflicts?: () => void }) {
  const queue = useStationQueue();
  return (
    <>
      <OfflineBanner onShowConflicts={onShowConflicts} />
      <button type="button" onClick={() => void queue.submit(saleDraft(new Date()))}>
        Charge
      </button>
    </>
  );
}

async function renderTill(
  options: { send?: SendSale; server?: FakeSalesServer; onShowConflicts?: () => void } = {},
) {
  const server = options.server ?? createFakeSalesServer();
  const { queue } = await startStation(
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
  return { server, queue, user: userEvent.setup() };
}

describe('<OfflineBanner />', () => {
  it('shows nothing while the station is online and nothing waits', async () => {
    const { server, user } = await renderTill();
    await user.click(screen.getByRole('button', { name: 'Charge' }));
    await vi.waitFor(() => {
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
    await vi.waitFor(() => {
      expect(gate).toHaveLength(1);
    });
    // Until the server answers, the station is still offline.
    expect(screen.getByText('Offline — 3 sales waiting')).toBeDefined();
    gate.shift()?.();
    expect(await screen.findByText('Back online — sending 2 sales')).toBeDefined();
    await vi.waitFor(() => {
      expect(gate).toHaveLength(1);
    });
    gate.shift()?.();
    expect(await screen.findByText('Back online — sending 1 sale')).toBeDefined();
    await vi.waitFor(() => {
      expect(gate).toHaveLength(1);
    });
    gate.shift()?.();
    await vi.waitFor(() => {
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
    await queue.writeOffConflict(refused?.draft.id ?? '', { reason: 'Test', accountId: MAX });
    await vi.waitFor(() => {
      expect(screen.queryByRole('status')).toBeNull();
    });
  });
});
