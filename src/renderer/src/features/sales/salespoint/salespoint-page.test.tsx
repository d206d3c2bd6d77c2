// The point of sale as a cashier meets it, over in-memory sales routes: three items scanned with
// the keyboard wedge and paid exactly in cash in three interactions, a reprint from the recent
// sales, an unknown barcode, a latte
// with its options, a discount a manager approves, a split tender by gift card and cash, a card
// approved after the terminal waited, a card declined (Retry or another tender), a sale parked
// and resumed, and a catalogue that fails to load.
import 'fake-indexeddb/auto';
import { Notifications } from '@mantine/notifications';
import { IDBFactory } from 'fake-indexeddb';
import { API_HEADERS } from '@shared/api-headers';
import { saleDraftSchema } from '@shared/sales/sales';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PERSISTENT_KEYS } from '../../../lib/session';
import { AVA, CASEY, type DemoAccount } from '../../../test/demo-accounts';
import { createFakeAuthServer } from '../../../test/fake-auth-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { signedInStorage } from '../../../test/signed-in-storage';
import { SalespointPage } from './salespoint-page';
import { withFakeSales, type FakeSalesOptions } from './test/fake-sales-server';
import { HARBOR_IDS } from './test/harbor-catalogue';

/** `browserId`: the station (this browser) whose IndexedDB the till opens. */
function renderPointOfSale(
  options: FakeSalesOptions & { browserId?: string; account?: DemoAccount } = {},
) {
  const auth = createFakeAuthServer();
  const sales = withFakeSales(auth, options);
  const rendered = renderWithProviders({
    routes: [
      {
        path: '/sales/salespoint',
        element: (
          <>
            <Notifications />
            <SalespointPage />
          </>
        ),
      },
    ],
    path: '/sales/salespoint',
    server: sales.server,
    storage: stationStorage(signedInStorage(auth, options.account ?? CASEY), options.browserId),
  });
  return { ...rendered, ...sales };
}

// Each test starts on a station with nothing stored: no queue, no parked carts, no catalogue.
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

function stationStorage(storage: Storage, browserId: string | undefined): Storage {
  if (browserId !== undefined) storage.setItem(PERSISTENT_KEYS.browserId, browserId);
  return storage;
}

const cart = () => screen.getByRole('list', { name: 'Current sale' });

type User = ReturnType<typeof renderPointOfSale>['user'];

/** Scans the codes, pays exactly in cash and starts a new sale. */
async function sellForCash(user: User, codes: readonly string[], total: string) {
  for (const code of codes) await user.keyboard(`${code}{Enter}`);
  await user.click(screen.getByRole('button', { name: `Pay ${total} F9` }));
  await user.click(screen.getByRole('button', { name: `Exact ${total}` }));
  await user.click(await screen.findByRole('button', { name: /New sale/ }));
}

/** Takes the rest in exact cash and answers the tenders the completed sale was sent with. */
async function tendersAfterExactCash(
  user: User,
  posted: ReturnType<typeof renderPointOfSale>['posted'],
  rest: string,
) {
  await user.click(screen.getByRole('button', { name: `Exact ${rest}` }));
  expect(await screen.findByRole('region', { name: 'Receipt' })).toBeDefined();
  return saleDraftSchema.parse(posted('/sales/sales').at(-1)?.body).tenders;
}

async function changeDue() {
  const heading = await screen.findByRole('heading', { name: 'Change due' });
  return heading.parentElement?.textContent;
}

async function ready() {
  await screen.findByRole('heading', { name: 'Selling at Harbor Coffee Downtown' });
}

describe('the point of sale', () => {
  it('sells three scanned items paid exactly in cash in three interactions after the scans', async () => {
    const { user, posted } = renderPointOfSale();
    await ready();
    await user.keyboard('2000000000015{Enter}');
    await user.keyboard('2000000000022{Enter}');
    await user.keyboard('0850001234566{Enter}');
    expect(
      within(cart())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('1 × Croissant'),
      expect.stringContaining('1 × Blueberry Muffin'),
      expect.stringContaining('1 × House Blend Beans 340 g'),
    ]);

    await user.click(screen.getByRole('button', { name: /Pay \$23\.35/ }));
    await user.click(screen.getByRole('button', { name: 'Exact $23.35' }));
    const receipt = await screen.findByRole('region', { name: 'Receipt' });
    expect(receipt.textContent).toContain('Receipt DT-000042');
    expect(receipt.textContent).toContain('1 x Croissant$3.50');
    expect(receipt.textContent).toContain('Total$23.35');
    expect(screen.getByRole('heading', { name: 'No change due' })).toBeDefined();

    const [sale] = posted('/sales/sales');
    const draft = saleDraftSchema.parse(sale?.body);
    expect(sale?.headers.get(API_HEADERS.idempotencyKey)).toBe(draft.id);
    expect(draft.tenders).toEqual([{ kind: 'cash', amountMinor: 2335, givenMinor: 2335 }]);

    await user.click(screen.getByRole('button', { name: /New sale/ }));
    expect(await screen.findByText('Scan an item or tap a product to start a sale.')).toBeDefined();
  });

  it('sells the next item in the quantity chosen with the keys, then one again', async () => {
    const { user } = renderPointOfSale();
    await ready();
    const keys = screen.getByRole('radiogroup', { name: 'Quantity of the next item' });
    expect(within(keys).getByRole('radio', { name: '×1' })).toHaveProperty('checked', true);
    await user.click(within(keys).getByRole('radio', { name: '×3' }));
    expect(within(keys).getByRole('radio', { name: '×3' })).toHaveProperty('checked', true);

    await user.click(screen.getByRole('button', { name: /^Espresso/ }));
    expect(within(cart()).getByRole('listitem').textContent).toContain('3 × Espresso');
    expect(within(keys).getByRole('radio', { name: '×1' })).toHaveProperty('checked', true);
  });

  it('lists the recent sales and shows one again as a reprint', async () => {
    const { user, requests } = renderPointOfSale();
    await ready();
    await sellForCash(user, ['2000000000015'], '$3.81');
    await user.click(await screen.findByRole('button', { name: 'Recent sales' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recent sales' });
    const sale = await within(dialog).findByRole('listitem');
    expect(sale.textContent).toContain('DT-000042');
    expect(sale.textContent).toContain('$3.81');
    expect(
      requests.some((request) => request.path === '/sales/sales' && request.method === 'GET'),
    ).toBe(true);
    await user.click(within(sale).getByRole('button', { name: 'Reprint DT-000042' }));
    const receipt = await within(dialog).findByRole('region', { name: 'Receipt' });
    expect(receipt.textContent).toContain('REPRINT');
    expect(receipt.textContent).toContain('1 x Croissant$3.50');
  });

  it('refunds one of two croissants and voids a sale, each with a manager’s approval', async () => {
    const { user, posted } = renderPointOfSale();
    await ready();
    await sellForCash(user, ['2000000000015', '2000000000015'], '$7.62');
    await user.click(await screen.findByRole('button', { name: 'Recent sales' }));
    let dialog = await screen.findByRole('dialog', { name: 'Recent sales' });
    await user.click(await within(dialog).findByRole('button', { name: 'Refund DT-000042' }));
    dialog = await screen.findByRole('dialog', { name: 'Refund from DT-000042' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Croissant (up to 2)' }), '1');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      'Dropped on the floor',
    );
    expect(within(dialog).getByText('Refund to Cash')).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Refund $3.81' }));

    const approve = async () => {
      const approval = await screen.findByRole('dialog', { name: 'Manager approval' });
      await user.type(within(approval).getByRole('textbox', { name: 'Manager username' }), 'max');
      await user.type(within(approval).getByLabelText('PIN'), '33334444');
      await user.click(within(approval).getByRole('button', { name: 'Approve' }));
    };
    await approve();
    dialog = await screen.findByRole('dialog', { name: 'Recent sales' });
    expect(await within(dialog).findByText('Partly refunded')).toBeDefined();
    const [saleRequest] = posted('/sales/sales');
    const saleId = saleDraftSchema.parse(saleRequest?.body).id;
    const [refund] = posted(`/sales/sales/${saleId}/refunds`);
    expect(refund?.body).toMatchObject({
      lines: [{ quantity: 1 }],
      tenders: [{ kind: 'cash', amountMinor: 381 }],
      reason: 'Dropped on the floor',
      approvals: ['approval-refunds'],
    });

    // A sale untouched since: voided whole.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await sellForCash(user, ['2000000000022'], '$3.54');
    await user.click(await screen.findByRole('button', { name: 'Recent sales' }));
    dialog = await screen.findByRole('dialog', { name: 'Recent sales' });
    await user.click(await within(dialog).findByRole('button', { name: 'Void DT-000043' }));
    dialog = await screen.findByRole('dialog', { name: 'Void DT-000043' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Rung up twice');
    await user.click(within(dialog).getByRole('button', { name: 'Void this sale' }));
    await approve();
    dialog = await screen.findByRole('dialog', { name: 'Recent sales' });
    expect(await within(dialog).findByText('Voided')).toBeDefined();
    const voidedId = saleDraftSchema.parse(posted('/sales/sales')[1]?.body).id;
    expect(posted(`/sales/sales/${voidedId}/void`)[0]?.body).toEqual({
      reason: 'Rung up twice',
      approvals: ['approval-voids'],
    });
  });

  it('says so when a barcode is unknown, and adds nothing', async () => {
    const { user } = renderPointOfSale();
    await ready();
    await user.keyboard('9999999999999{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'No product has the barcode or PLU 9999999999999. Nothing was added.',
    );
    expect(screen.getByText('Scan an item or tap a product to start a sale.')).toBeDefined();
  });

  it('finds by name or PLU as the cashier types, and rings a latte with its size and milk', async () => {
    const { user } = renderPointOfSale();
    await ready();
    await user.type(screen.getByRole('textbox', { name: 'Search products' }), 'lat');
    await user.click(
      within(screen.getByRole('group', { name: 'Search results' })).getByRole('button', {
        name: /Latte/,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Latte: options' });
    await user.click(within(dialog).getByRole('radio', { name: 'Medium · $4.75' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Oat +$0.60' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to sale · $5.35' }));
    await waitFor(() => {
      expect(cart().textContent).toContain('Medium, Oat');
    });
    expect(cart().textContent).toContain('$5.35');

    await user.type(screen.getByRole('textbox', { name: 'Search products' }), '1001{Enter}');
    await waitFor(() => {
      expect(cart().textContent).toContain('1 × Espresso');
    });
    expect(screen.getByRole('button', { name: /Pay \$9\.09/ })).toBeDefined();
  });

  it('asks a manager to approve a cashier’s discount and sends the approval with the sale', async () => {
    const { user, posted } = renderPointOfSale();
    await ready();
    await user.keyboard('2000000000015{Enter}');
    await user.click(screen.getByRole('button', { name: 'Edit Croissant' }));
    const line = await screen.findByRole('dialog', { name: 'Edit Croissant' });
    await user.click(within(line).getByRole('radio', { name: 'Percent' }));
    await user.type(within(line).getByRole('textbox', { name: 'Percent off' }), '10');
    await user.click(within(line).getByRole('button', { name: 'Save' }));

    const approval = await screen.findByRole('dialog', { name: 'Manager approval' });
    await user.type(within(approval).getByRole('textbox', { name: 'Manager username' }), 'max');
    await user.type(within(approval).getByLabelText('PIN'), '00000000');
    await user.click(within(approval).getByRole('button', { name: 'Approve' }));
    expect(await within(approval).findByRole('alert')).toBeDefined();
    await user.type(within(approval).getByLabelText('PIN'), '33334444');
    await user.click(within(approval).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved by Max Manager.')).toBeDefined();
    expect(cart().textContent).toContain('Discount 10%');

    await user.click(screen.getByRole('button', { name: /Pay \$3\.43/ }));
    await user.click(screen.getByRole('button', { name: '$5.00' }));
    expect(await changeDue()).toContain('$1.57');
    const draft = saleDraftSchema.parse(posted('/sales/sales')[0]?.body);
    expect(draft.approvals).toEqual(['approval-discounts']);
    expect(draft.lines[0]?.discount).toEqual({ kind: 'percent', percent: 10 });
  });

  it('splits a payment: part from a gift card, the rest in cash', async () => {
    const { user, posted } = renderPointOfSale();
    await ready();
    await user.keyboard('0850001234566{Enter}');
    await user.keyboard('0850001234566{Enter}');
    await user.click(screen.getByRole('button', { name: /Pay \$32\.00/ }));
    await user.click(screen.getByRole('tab', { name: 'Gift card' }));
    await user.type(screen.getByRole('textbox', { name: 'Gift card code' }), 'hc-1000-0001');
    await user.click(screen.getByRole('button', { name: 'Check balance' }));
    expect(await screen.findByText('Balance $25.00')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Use $25.00' }));
    expect(await screen.findByRole('heading', { name: 'Still due' })).toBeDefined();
    expect(screen.getByText('$7.00')).toBeDefined();
    await user.click(screen.getByRole('tab', { name: 'Cash' }));
    await user.click(screen.getByRole('button', { name: '$10.00' }));
    expect(await changeDue()).toContain('$3.00');
    expect(saleDraftSchema.parse(posted('/sales/sales')[0]?.body).tenders).toEqual([
      { kind: 'giftCard', amountMinor: 2500, code: 'HC-1000-0001' },
      { kind: 'cash', amountMinor: 700, givenMinor: 1000 },
    ]);
  });

  it('pays by card on the terminal: waiting, then approved', async () => {
    const { user, posted } = renderPointOfSale();
    await ready();
    await user.type(screen.getByRole('textbox', { name: 'Search products' }), 'Drip{Enter}');
    await waitFor(() => {
      expect(cart().textContent).toContain('Drip Coffee');
    });
    await user.click(screen.getByRole('button', { name: 'One more Drip Coffee' }));
    await user.click(screen.getByRole('button', { name: /Pay \$5\.99/ }));
    await user.click(screen.getByRole('tab', { name: 'Card' }));
    await user.click(screen.getByRole('button', { name: 'Charge $5.99 on the terminal' }));
    expect(
      await screen.findByText('Waiting for the customer to tap, insert or swipe…'),
    ).toBeDefined();
    const receipt = await screen.findByRole('region', { name: 'Receipt' });
    expect(receipt.textContent).toContain('Card **** 4242$5.99');
    const [tender] = saleDraftSchema.parse(posted('/sales/sales')[0]?.body).tenders;
    expect(tender?.kind === 'card' ? tender.amountMinor : null).toBe(599);
  });

  it('shows a declined card with Retry or another tender, and takes the rest in cash', async () => {
    const { user, posted } = renderPointOfSale();
    await ready();
    await user.keyboard('0850001234566{Enter}');
    await user.click(screen.getByRole('button', { name: /Pay \$16\.00/ }));
    await user.click(screen.getByRole('tab', { name: 'Gift card' }));
    await user.type(screen.getByRole('textbox', { name: 'Gift card code' }), 'HC-1000-0001');
    await user.click(screen.getByRole('button', { name: 'Check balance' }));
    const amount = await screen.findByRole('textbox', { name: 'Amount from the card' });
    await user.clear(amount);
    // 51 cents left for the card: the simulated terminal's decline.
    await user.type(amount, '15.49');
    await user.click(screen.getByRole('button', { name: 'Use $15.49' }));
    await user.click(screen.getByRole('tab', { name: 'Card' }));
    await user.click(screen.getByRole('button', { name: 'Charge $0.51 on the terminal' }));
    const declined = await screen.findByRole('alert');
    await waitFor(() => {
      expect(declined.textContent).toContain('Declined');
    });
    expect(declined.textContent).toContain('Insufficient funds');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeDefined();
    expect(posted('/sales/sales')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Another tender' }));
    expect(await tendersAfterExactCash(user, posted, '$0.51')).toEqual([
      { kind: 'giftCard', amountMinor: 1549, code: 'HC-1000-0001' },
      { kind: 'cash', amountMinor: 51, givenMinor: 51 },
    ]);
  });

  it('parks a sale and resumes it', async () => {
    const { user } = renderPointOfSale();
    await ready();
    await user.keyboard('2000000000022{Enter}');
    await user.click(screen.getByRole('button', { name: 'Park' }));
    expect(await screen.findByText('Sale parked.')).toBeDefined();
    expect(screen.getByText('Scan an item or tap a product to start a sale.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Parked (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Parked sales' });
    expect(dialog.textContent).toContain('1 item · $3.54');
    await user.click(within(dialog).getByRole('button', { name: 'Resume' }));
    await waitFor(() => {
      expect(cart().textContent).toContain('Blueberry Muffin');
    });
  });

  it('keeps selling in a browser while the server answers 503, then sends the three sales in order', async () => {
    const { user, posted, recorded, setOutage } = renderPointOfSale({ outage: true });
    await ready();
    await sellForCash(user, ['2000000000015'], '$3.81');
    await sellForCash(user, ['2000000000022'], '$3.54');
    for (const code of ['0850001234566']) await user.keyboard(`${code}{Enter}`);
    await user.click(screen.getByRole('button', { name: 'Pay $16.00 F9' }));
    await user.click(screen.getByRole('button', { name: 'Exact $16.00' }));
    expect(
      await screen.findByText('Offline — will be sent when the station is back online'),
    ).toBeDefined();
    const receipt = screen.getByRole('region', { name: 'Receipt' });
    // A browser shares its location's browser series: the server numbers its sales on arrival
    // (a station reserves its own numbers: tests/e2e/sales-point-of-sale.spec.ts).
    expect(receipt.textContent).toContain('Receipt PENDING');
    expect(receipt.textContent).toContain('OFFLINE - will be sent when the station is back online');
    expect(receipt.textContent).toContain('Total$16.00');
    expect(screen.getByText('Offline — 3 sales waiting')).toBeDefined();

    setOutage(false);
    await user.click(screen.getByRole('button', { name: 'Try now' }));
    await waitFor(() => {
      expect(recorded()).toHaveLength(3);
    });
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Try now' })).toBeNull();
    });
    // The server has each sale once, in the order they were rung up, for it to number.
    const onServer = [...recorded()].reverse();
    expect(onServer.map((sale) => sale.totalMinor)).toEqual([381, 354, 1600]);
    const drafts = posted('/sales/sales').map((request) => saleDraftSchema.parse(request.body));
    expect(drafts.every((draft) => draft.staffId === CASEY.identity.id)).toBe(true);
    expect(drafts.every((draft) => draft.receiptNumber === null)).toBe(true);
  });

  it('takes a card offline as a stored payment and refuses a gift card past the offline limit', async () => {
    const { user } = renderPointOfSale({ outage: true });
    await ready();
    await sellForCash(user, ['2000000000015'], '$3.81');
    expect(await screen.findByText('Offline — 1 sale waiting')).toBeDefined();
    for (let scan = 0; scan < 4; scan += 1) await user.keyboard('0850001234566{Enter}');
    await user.click(screen.getByRole('button', { name: 'Pay $64.00 F9' }));

    await user.click(screen.getByRole('tab', { name: 'Gift card' }));
    await user.type(screen.getByRole('textbox', { name: 'Gift card code' }), 'HC-1000-0001');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Gift card HC-1000-0001 can pay at most $50.00 more while the station is offline.',
    );

    await user.click(screen.getByRole('tab', { name: 'Card' }));
    expect(screen.getByText(/Card payments taken offline are approved/)).toBeDefined();
    await user.type(screen.getByRole('textbox', { name: 'Last 4 digits on the card' }), '4242');
    await user.click(
      screen.getByRole('button', { name: 'Take $64.00 as an offline card payment' }),
    );
    const receipt = await screen.findByRole('region', { name: 'Receipt' });
    expect(receipt.textContent).toContain('**** 4242');
    expect(screen.getByText('Offline — 2 sales waiting')).toBeDefined();
  });

  it('parks a sale left half rung up when the session ends, for the next person to take over', async () => {
    const browserId = crypto.randomUUID();
    const { user } = renderPointOfSale({ browserId });
    await ready();
    await user.keyboard('2000000000022{Enter}');
    expect(cart().textContent).toContain('1 × Blueberry Muffin');
    cleanup();

    const next = renderPointOfSale({ browserId, account: AVA });
    await ready();
    await next.user.click(await screen.findByRole('button', { name: 'Parked (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Parked sales' });
    expect(dialog.textContent).toContain('Parked by Casey Cashier');
    await next.user.click(within(dialog).getByRole('button', { name: 'Resume' }));
    await waitFor(() => {
      expect(cart().textContent).toContain('Blueberry Muffin');
    });
    await next.user.click(screen.getByRole('button', { name: 'Pay $3.54 F9' }));
    await next.user.click(screen.getByRole('button', { name: 'Exact $3.54' }));
    await screen.findByRole('region', { name: 'Receipt' });
    const draft = saleDraftSchema.parse(next.posted('/sales/sales')[0]?.body);
    expect(draft.takenOverFrom?.accountId).toBe(CASEY.identity.id);
  });

  it('sells from the station’s copy of the catalogue when the server answers 5xx', async () => {
    const browserId = crypto.randomUUID();
    renderPointOfSale({ browserId });
    await ready();
    cleanup();
    const { user } = renderPointOfSale({ catalogue: 'fail', browserId });
    await ready();
    expect(await screen.findByText('Offline — no sales waiting')).toBeDefined();
    await user.keyboard('2000000000015{Enter}');
    expect(cart().textContent).toContain('1 × Croissant');
  });

  it('shows why the catalogue failed, with Try again', async () => {
    renderPointOfSale({ catalogue: 'fail' });
    expect(
      await screen.findByRole('heading', { name: 'The catalogue could not be loaded' }),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
  });
});

describe('gift cards at the till', () => {
  async function openGiftCardDialog(user: User) {
    await user.click(screen.getByRole('tab', { name: 'Gift Cards' }));
    await user.click(screen.getByRole('button', { name: /Gift Card\s*Sell or reload/ }));
    return screen.findByRole('dialog', { name: 'Sell or reload a gift card' });
  }

  /** Opens the dialog and scans `code`: a wedge types it into the focused code field. */
  async function scanIntoDialog(user: User, code: string) {
    const dialog = await openGiftCardDialog(user);
    await user.keyboard(`${code}{Enter}`);
    return dialog;
  }

  it('sells a new card from its tile for cash, untaxed, and prints its new balance', async () => {
    const { user, posted } = renderPointOfSale();
    await ready();
    const dialog = await openGiftCardDialog(user);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Gift card code' }),
      'hc-2000-0001',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Look up' }));
    expect(
      await within(dialog).findByText('New card: it is issued with the amount loaded.'),
    ).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: '$50.00' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add $50.00 to the sale' }));

    const line = within(cart()).getByRole('listitem');
    expect(line.textContent).toContain('1 × Gift Card');
    expect(line.textContent).toContain('HC-2000-0001 (new card)');
    await user.click(screen.getByRole('button', { name: 'Pay $50.00 F9' }));
    await user.click(screen.getByRole('button', { name: 'Exact $50.00' }));
    const receipt = await screen.findByRole('region', { name: 'Receipt' });
    expect(receipt.textContent).toContain('1 x Gift Card$50.00');
    expect(receipt.textContent).toContain('Card HC-2000-0001');
    expect(receipt.textContent).toContain('New balance $50.00');
    expect(receipt.textContent).toContain('Tax$0.00');
    const draft = saleDraftSchema.parse(posted('/sales/sales')[0]?.body);
    expect(draft.lines).toEqual([
      expect.objectContaining({
        productId: HARBOR_IDS.giftCard,
        quantity: 1,
        unitPriceMinor: 5000,
        giftCardCode: 'HC-2000-0001',
      }),
    ]);
  });

  it('reloads a card scanned into the dialog; a gift card pays only for the rest of the sale', async () => {
    const { user, posted } = renderPointOfSale();
    await ready();
    // The wedge types into the dialog's code field (it has the focus), never into the cart.
    const dialog = await scanIntoDialog(user, 'HC-1000-0001');
    expect(
      await within(dialog).findByText('Balance $25.00: the amount is added to it.'),
    ).toBeDefined();
    const amount = within(dialog).getByRole('textbox', { name: 'Amount to load' });
    await user.clear(amount);
    await user.type(amount, '15');
    await user.click(within(dialog).getByRole('button', { name: 'Add $15.00 to the sale' }));
    expect(within(cart()).getByRole('listitem').textContent).toContain('HC-1000-0001 (reload)');
    await user.keyboard('0850001234566{Enter}');

    // $15.00 of the $31.00 loads a card: a gift card pays at most the beans' $16.00.
    await user.click(screen.getByRole('button', { name: 'Pay $31.00 F9' }));
    await user.click(screen.getByRole('tab', { name: 'Gift card' }));
    await user.type(screen.getByRole('textbox', { name: 'Gift card code' }), 'HC-1000-0001');
    await user.click(screen.getByRole('button', { name: 'Check balance' }));
    await user.click(await screen.findByRole('button', { name: 'Use $16.00' }));
    await user.click(screen.getByRole('tab', { name: 'Gift card' }));
    expect(
      screen.getByText('A gift card cannot pay for a gift card: take cash or a card for the rest.'),
    ).toBeDefined();
    await user.click(screen.getByRole('tab', { name: 'Cash' }));
    const tenders = await tendersAfterExactCash(user, posted, '$15.00');
    expect(tenders.map((tender) => [tender.kind, tender.amountMinor])).toEqual([
      ['giftCard', 1600],
      ['cash', 1500],
    ]);
  });

  it('keeps a card already in the sale out, and a scan in the dialog out of the cart', async () => {
    const { user } = renderPointOfSale();
    await ready();
    let dialog = await scanIntoDialog(user, '2000000000015');
    expect(
      await within(dialog).findByText('New card: it is issued with the amount loaded.'),
    ).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Add $25.00 to the sale' }));
    // The croissant's barcode, scanned as a card's code: the dialog took it, not the cart.
    expect(
      within(cart())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('2000000000015 (new card)')]);
    dialog = await scanIntoDialog(user, '2000000000015');
    expect(await within(dialog).findByText('This card is already in the sale.')).toBeDefined();
  });

  it('shows the server’s refusal of a gift card spent meanwhile, and takes another tender', async () => {
    const { user, posted, setGiftCardBalance } = renderPointOfSale();
    await ready();
    await user.keyboard('0850001234566{Enter}');
    await user.click(screen.getByRole('button', { name: 'Pay $16.00 F9' }));
    await user.click(screen.getByRole('tab', { name: 'Gift card' }));
    await user.type(screen.getByRole('textbox', { name: 'Gift card code' }), 'HC-1000-0001');
    await user.click(screen.getByRole('button', { name: 'Check balance' }));
    setGiftCardBalance('HC-1000-0001', 500);
    await user.click(await screen.findByRole('button', { name: 'Use $16.00' }));
    expect(
      await screen.findByText('The gift card HC-1000-0001 holds 500, less than 1600.'),
    ).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Remove Gift card' }));
    await user.click(screen.getByRole('tab', { name: 'Cash' }));
    expect(await tendersAfterExactCash(user, posted, '$16.00')).toEqual([
      { kind: 'cash', amountMinor: 1600, givenMinor: 1600 },
    ]);
  });

  it('keeps a parked card’s code, and does not take payment for it while offline', async () => {
    const { user } = renderPointOfSale({ outage: true });
    await ready();
    const dialog = await scanIntoDialog(user, 'HC-2000-0002');
    await user.click(await within(dialog).findByRole('button', { name: 'Add $25.00 to the sale' }));
    await user.click(screen.getByRole('button', { name: 'Park' }));
    await sellForCash(user, ['2000000000015'], '$3.81');
    expect(await screen.findByText('Offline — 1 sale waiting')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Parked (1)' }));
    const parked = await screen.findByRole('dialog', { name: 'Parked sales' });
    await user.click(within(parked).getByRole('button', { name: 'Resume' }));
    await waitFor(() => {
      expect(cart().textContent).toContain('HC-2000-0002');
    });
    await user.click(screen.getByRole('button', { name: 'Pay $25.00 F9' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Selling or reloading a gift card needs the server: remove the gift card, or wait until the station is back online.',
    );
    expect(screen.queryByRole('heading', { name: 'Amount due' })).toBeNull();
  });

  it('disables the gift card tile while the station is offline, saying why', async () => {
    const { user } = renderPointOfSale({ outage: true });
    await ready();
    await sellForCash(user, ['2000000000015'], '$3.81');
    expect(await screen.findByText('Offline — 1 sale waiting')).toBeDefined();
    await user.click(screen.getByRole('tab', { name: 'Gift Cards' }));
    const tile = screen.getByRole('button', { name: /Gift Card/ });
    expect(tile).toHaveProperty('disabled', true);
    expect(tile.textContent).toContain('Needs the server: the station is offline');
  });
});
