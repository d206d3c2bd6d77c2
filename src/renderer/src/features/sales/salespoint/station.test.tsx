// The station beyond the till: the app shell keeps its sale queue (StationShellScope), so a
// browser that sold offline keeps showing "Offline — N sales waiting" and keeps syncing on every
// other screen, and a browser that never sold opens no station database at all.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { Title } from '@mantine/core';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { PERSISTENT_KEYS } from '../../../lib/session';
import { AVA } from '../../../test/demo-accounts';
import { createFakeAuthServer } from '../../../test/fake-auth-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { signedInStorage } from '../../../test/signed-in-storage';
import { SalespointPage } from './salespoint-page';
import { StationShellScope } from './station';
import { withFakeSales } from './test/fake-sales-server';

/** The shell around the till and another app's screen, as app/ composes them. */
function renderShell(path: string, options: { browserId: string; outage: boolean }) {
  const auth = createFakeAuthServer();
  const sales = withFakeSales(auth, { outage: options.outage });
  const storage = signedInStorage(auth, AVA);
  storage.setItem(PERSISTENT_KEYS.browserId, options.browserId);
  const rendered = renderWithProviders({
    routes: [
      {
        element: (
          <StationShellScope>
            <Outlet />
          </StationShellScope>
        ),
        children: [
          { path: '/sales/salespoint', element: <SalespointPage /> },
          { path: '/talk', element: <Title>Talk</Title> },
        ],
      },
    ],
    path,
    server: sales.server,
    storage,
  });
  return { ...rendered, ...sales };
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

const waitingBanner = (count: string) => screen.findByText(`Offline — ${count} waiting`);

describe('the station queue in the app shell', () => {
  it('keeps the offline banner and syncs when the cashier leaves the till for another app', async () => {
    const shell = renderShell('/sales/salespoint', {
      browserId: crypto.randomUUID(),
      outage: true,
    });
    await screen.findByRole('heading', { name: 'Selling at Harbor Coffee Downtown' });
    await shell.user.keyboard('2000000000015{Enter}');
    await shell.user.click(screen.getByRole('button', { name: 'Pay $3.81 F9' }));
    await shell.user.click(screen.getByRole('button', { name: 'Exact $3.81' }));
    await shell.user.click(await screen.findByRole('button', { name: /New sale/ }));
    expect(await waitingBanner('1 sale')).toBeDefined();

    await shell.router.navigate('/talk');
    await screen.findByRole('heading', { name: 'Talk' });
    expect(await waitingBanner('1 sale')).toBeDefined();
    expect(
      screen.getAllByRole('status').filter((banner) => banner.textContent.includes('Offline')),
    ).toHaveLength(1);

    shell.setOutage(false);
    await shell.user.click(screen.getByRole('button', { name: 'Try now' }));
    await waitFor(() => {
      expect(shell.recorded()).toHaveLength(1);
    });
    await waitFor(() => {
      expect(screen.queryByText(/Offline/)).toBeNull();
    });
  });

  it('opens a browser’s queue on any screen after a restart, shows it and sends it', async () => {
    const browserId = crypto.randomUUID();
    const first = renderShell('/sales/salespoint', { browserId, outage: true });
    await screen.findByRole('heading', { name: 'Selling at Harbor Coffee Downtown' });
    await first.user.keyboard('2000000000022{Enter}');
    await first.user.click(screen.getByRole('button', { name: 'Pay $3.54 F9' }));
    await first.user.click(screen.getByRole('button', { name: 'Exact $3.54' }));
    expect(await waitingBanner('1 sale')).toBeDefined();
    cleanup();

    const restarted = renderShell('/talk', { browserId, outage: true });
    await screen.findByRole('heading', { name: 'Talk' });
    expect(await waitingBanner('1 sale')).toBeDefined();
    expect(restarted.recorded()).toHaveLength(0);

    restarted.setOutage(false);
    await restarted.user.click(screen.getByRole('button', { name: 'Try now' }));
    await waitFor(() => {
      expect(restarted.recorded().map((sale) => sale.totalMinor)).toEqual([354]);
    });
  });

  it('opens no station database in a browser that never sold', async () => {
    renderShell('/talk', { browserId: crypto.randomUUID(), outage: false });
    await screen.findByRole('heading', { name: 'Talk' });
    await waitFor(async () => {
      expect(await indexedDB.databases()).toEqual([]);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
