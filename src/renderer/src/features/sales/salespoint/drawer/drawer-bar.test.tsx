// The station's cash drawer at the till, over in-memory drawer routes: a float counted note by
// note with Enter moving on and a running total, a paid out that opens the drawer through the
// station's printer, a no sale a manager approves, and a close whose count shows the over/short
// before it is confirmed and ends in the Z report.
import 'fake-indexeddb/auto';
import { detectedInstallSchema } from '@shared/installs/installs';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ReceiptDocument } from '@shared/sales/receipt';
import { describe, expect, it, vi } from 'vitest';
import { installAtom } from '../../../../lib/session';
import { createWebPlatform, type DesktopServices, type Platform } from '../../../../platform';
import { CASEY, HARBOR_COFFEE } from '../../../../test/demo-accounts';
import { createFakeAuthServer } from '../../../../test/fake-auth-server';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { signedInStorage } from '../../../../test/signed-in-storage';
import { SalespointPage } from '../salespoint-page';
import { withFakeSales } from '../test/fake-sales-server';
import { useTillHeld } from '../till-hold';
import { DrawerBar } from './drawer-bar';
import { STATION_ID, withFakeDrawers, type FakeDrawerOptions } from './test/fake-drawers-server';

const LOCATION = {
  id: 'b1a2c3d4-0000-4000-8000-000000000001',
  name: 'Harbor Coffee Downtown',
  timeZone: 'America/New_York',
};

/** Says what the till behind the drawer bar sees: whether a drawer dialog holds its keys. */
function TillProbe() {
  return <output aria-label="Till keys">{useTillHeld() ? 'held' : 'free'}</output>;
}

/** A station whose receipt printer is connected: `openDrawer` counts the kicks. */
function stationWithPrinter() {
  const openDrawer = vi.fn(() => Promise.resolve());
  const print = vi.fn<(document: ReceiptDocument) => Promise<void>>(() => Promise.resolve());
  const desktop = {
    receiptPrinter: {
      status: () => Promise.resolve({ connected: true, name: 'Epson TM-T20III' }),
      print,
      openDrawer,
    },
  } as Partial<DesktopServices> as DesktopServices;
  const platform: Platform = { ...createWebPlatform(false), kind: 'desktop', desktop };
  return { platform, openDrawer, print };
}

/** `offline`: no request reaches the server, as with the network down. */
function renderDrawer(
  options: FakeDrawerOptions & { platform?: Platform; offline?: boolean } = {},
) {
  const auth = createFakeAuthServer();
  const drawers = withFakeDrawers(withFakeSales(auth).server, options);
  const rendered = renderWithProviders({
    routes: [
      {
        path: '/sales/salespoint',
        element: (
          <>
            <DrawerBar
              tenantId={HARBOR_COFFEE.id}
              tenantName="Harbor Coffee"
              installId={STATION_ID}
              location={LOCATION}
              currency="USD"
              permissions={CASEY.permissions}
            />
            <TillProbe />
          </>
        ),
      },
    ],
    path: '/sales/salespoint',
    server:
      options.offline === true
        ? { ...drawers.server, fetch: () => Promise.reject(new TypeError('Failed to fetch')) }
        : drawers.server,
    storage: signedInStorage(auth, CASEY),
    ...(options.platform === undefined ? {} : { platform: options.platform }),
  });
  return { ...rendered, ...drawers };
}

const bar = () => screen.getByRole('region', { name: 'Cash drawer' });

describe('the cash drawer at the till', () => {
  it('shows only at a station: a drawer belongs to one', async () => {
    const auth = createFakeAuthServer();
    const { store } = renderWithProviders({
      routes: [{ path: '/sales/salespoint', element: <SalespointPage /> }],
      path: '/sales/salespoint',
      server: withFakeDrawers(withFakeSales(auth).server).server,
      storage: signedInStorage(auth, CASEY),
    });
    await screen.findByRole('heading', { name: 'Selling at Harbor Coffee Downtown' });
    expect(screen.queryByRole('region', { name: 'Cash drawer' })).toBeNull();

    act(() => {
      store.set(
        installAtom,
        detectedInstallSchema.parse({
          id: STATION_ID,
          tenantId: HARBOR_COFFEE.id,
          tenantName: 'Harbor Coffee',
        }),
      );
    });
    const drawer = await screen.findByRole('region', { name: 'Cash drawer' });
    expect(await within(drawer).findByText('No drawer open')).toBeDefined();
  });

  it('says the drawer waits for the network without alarming, the till selling meanwhile', async () => {
    renderDrawer({ offline: true });

    expect(await within(bar()).findByText('Cash drawer unavailable offline')).toBeDefined();
    expect(within(bar()).getByRole('button', { name: 'Try again' })).toBeDefined();
    expect(within(bar()).queryByText('The cash drawer could not be checked')).toBeNull();
  });

  it('opens with a float counted note by note, Enter moving to the next count', async () => {
    const { user, posted } = renderDrawer();
    expect(await within(bar()).findByText('No drawer open')).toBeDefined();
    const tillKeys = () => screen.getByRole('status', { name: 'Till keys' }).textContent;
    expect(tillKeys()).toBe('free');
    await user.click(screen.getByRole('button', { name: 'Open drawer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open the cash drawer' });
    // The count's digits and Enter must not reach the sale behind the dialog as a scan or F9.
    expect(tillKeys()).toBe('held');

    await user.type(within(dialog).getByRole('textbox', { name: '$100 notes' }), '1{Enter}');
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: '$50 notes' }));
    await user.keyboard('1{Enter}2');
    expect(within(dialog).getByRole('status').textContent).toBe('Float$190.00');
    expect(within(dialog).getByText('$40.00')).toBeDefined();
    await user.clear(within(dialog).getByRole('textbox', { name: '$20 notes' }));
    expect(within(dialog).getByRole('status').textContent).toBe('Float$150.00');
    await user.click(within(dialog).getByRole('button', { name: 'Open with $150.00' }));

    expect(await within(bar()).findByText(/^Drawer open since \d{1,2}:\d{2}/)).toBeDefined();
    expect(within(bar()).getByText('Expected cash $150.00')).toBeDefined();
    await waitFor(() => {
      expect(tillKeys()).toBe('free');
    });
    const [request] = posted(/^\/sales\/drawers$/);
    expect(request?.body).toEqual({
      locationId: LOCATION.id,
      floatMinor: 15000,
      floatCounts: {
        10000: 1,
        5000: 1,
        2000: 0,
        1000: 0,
        500: 0,
        200: 0,
        100: 0,
        25: 0,
        10: 0,
        5: 0,
        1: 0,
      },
    });
  });

  it('opens with a float typed as one total', async () => {
    const { user, posted } = renderDrawer();
    await user.click(await screen.findByRole('button', { name: 'Open drawer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open the cash drawer' });
    await user.click(within(dialog).getByText('Enter the total'));
    await user.click(within(dialog).getByRole('button', { name: 'Open with $0.00' }));
    expect(await within(dialog).findByText('Enter the float, or 0 for none.')).toBeDefined();
    await user.type(within(dialog).getByRole('textbox', { name: 'Float' }), '200');
    await user.click(within(dialog).getByRole('button', { name: 'Open with $200.00' }));
    expect(await within(bar()).findByText('Expected cash $200.00')).toBeDefined();
    expect(posted(/^\/sales\/drawers$/)[0]?.body).toEqual({
      locationId: LOCATION.id,
      floatMinor: 20000,
    });
  });

  it('records a paid out with its reason and opens the drawer through the station’s printer', async () => {
    const { platform, openDrawer } = stationWithPrinter();
    const { user, posted } = renderDrawer({ openWithFloat: 15000, platform });
    await user.click(await within(bar()).findByRole('button', { name: 'Paid out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paid out' });
    await user.click(within(dialog).getByRole('button', { name: 'Record paid out' }));
    expect(within(dialog).getByText('Enter an amount above zero.')).toBeDefined();
    expect(within(dialog).getByText('Enter a reason.')).toBeDefined();
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '5');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      'Milk from the corner shop{Enter}',
    );

    expect(await within(bar()).findByText('Expected cash $145.00')).toBeDefined();
    expect(within(bar()).getByRole('status').textContent).toBe('Paid out $5.00 recorded.');
    expect(posted(/movements$/)[0]?.body).toMatchObject({
      kind: 'paidOut',
      amountMinor: 500,
      reason: 'Milk from the corner shop',
      approvals: [],
    });
    await waitFor(() => {
      expect(openDrawer).toHaveBeenCalledTimes(1);
    });
  });

  it('asks a manager to approve a no sale when the cashier lacks the key', async () => {
    const { user, posted } = renderDrawer({ openWithFloat: 15000 });
    await user.click(await within(bar()).findByRole('button', { name: 'No sale' }));
    const dialog = await screen.findByRole('dialog', { name: 'No sale' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Change for a $20');
    await user.click(within(dialog).getByRole('button', { name: 'Open the drawer' }));

    const approval = await screen.findByRole('dialog', { name: 'Manager approval' });
    await user.type(within(approval).getByRole('textbox', { name: 'Manager username' }), 'max');
    await user.type(within(approval).getByLabelText('PIN'), '33334444{Enter}');

    expect(await within(bar()).findByText('No sale recorded: the drawer is open.')).toBeDefined();
    expect(posted(/movements$/)[0]?.body).toMatchObject({
      kind: 'noSale',
      amountMinor: 0,
      reason: 'Change for a $20',
      approvals: ['approval-noSale'],
    });
  });

  it('closes with a count, shows expected, counted and over/short before confirming, then prints the Z report', async () => {
    const { platform, print } = stationWithPrinter();
    const { user, posted } = renderDrawer({ openWithFloat: 15000, cashSalesMinor: 1100, platform });
    await user.click(await within(bar()).findByRole('button', { name: 'Paid out' }));
    const paidOut = await screen.findByRole('dialog', { name: 'Paid out' });
    await user.type(within(paidOut).getByRole('textbox', { name: 'Amount' }), '5');
    await user.type(within(paidOut).getByRole('textbox', { name: 'Reason' }), 'Milk{Enter}');
    expect(await within(bar()).findByText('Expected cash $156.00')).toBeDefined();

    await user.click(within(bar()).getByRole('button', { name: 'Close drawer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close the cash drawer' });
    await user.type(
      within(dialog).getByRole('textbox', { name: '$100 notes' }),
      '1{Enter}1{Enter}',
    );
    await user.type(within(dialog).getByRole('textbox', { name: '$5 notes' }), '1');
    await user.type(within(dialog).getByRole('textbox', { name: '25¢ coins' }), '3');
    expect(within(dialog).getByRole('status').textContent).toBe('Counted$155.75');
    await user.click(within(dialog).getByRole('button', { name: 'Review the count' }));

    expect(within(dialog).getByRole('region', { name: 'Over/short' }).textContent).toBe(
      'Expected$156.00Counted$155.75Over/shortShort $0.25-$0.25',
    );
    expect(posted(/close$/)).toEqual([]);

    // Back to the count keeps it: two more quarters make the drawer $0.25 over.
    await user.click(within(dialog).getByRole('button', { name: 'Back to the count' }));
    await user.type(within(dialog).getByRole('textbox', { name: '25¢ coins' }), '{Backspace}5');
    await user.click(within(dialog).getByRole('button', { name: 'Review the count' }));
    expect(within(dialog).getByRole('region', { name: 'Over/short' }).textContent).toBe(
      'Expected$156.00Counted$156.25Over/shortOver $0.25+$0.25',
    );
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: 'Close the drawer' }),
    );
    await user.keyboard('{Enter}');

    const report = await screen.findByRole('dialog', { name: 'End-of-day (Z) report' });
    const cash = await within(report).findByRole('region', { name: 'Cash' });
    const rows = within(cash)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Float$150.00',
      'Cash sales$11.00',
      'Cash refunds$0.00',
      'Paid in$0.00',
      'Paid out-$5.00',
      'Expected$156.00',
      'Counted$156.25',
      'Over/short (Over $0.25)+$0.25',
    ]);
    const sales = within(report).getByRole('region', { name: 'Sales' });
    expect(sales.textContent).toContain('Sales1');
    expect(sales.textContent).toContain('Net sales$11.00');
    expect(within(report).getByRole('region', { name: 'Tenders' }).textContent).toBe(
      'TendersCash (1)$11.00',
    );
    expect(posted(/close$/)[0]?.body).toMatchObject({
      counts: { 10000: 1, 5000: 1, 500: 1, 25: 5 },
    });

    // Printed on the station's printer as a slip, the drawer left shut.
    await user.click(within(report).getByRole('button', { name: 'Print' }));
    await waitFor(() => {
      expect(print).toHaveBeenCalledTimes(1);
    });
    const slip = print.mock.calls[0]?.[0];
    expect(slip?.kickDrawer).toBe(false);
    expect(slip?.blocks).toEqual(
      expect.arrayContaining([
        { kind: 'text', text: 'End-of-day (Z) report', align: 'center', bold: true },
        { kind: 'row', left: 'Paid out', right: '-$5.00', bold: false },
        { kind: 'row', left: 'Over/short (Over $0.25)', right: '+$0.25', bold: true },
      ]),
    );

    await user.click(within(report).getByRole('button', { name: 'Done' }));
    expect(await within(bar()).findByText('No drawer open')).toBeDefined();
  });
});
