// The till's customer dialog over an in-memory /crm/contacts: a regular found by part of a phone
// number and attached with the keyboard, a new customer added from what was typed, a refusal
// kept on the form, a failed search retried; a parked cart that keeps its customer, and a sale
// queued offline that reaches the server with it.
import 'fake-indexeddb/auto';
import { contactDraftSchema, phoneDigits, type Contact } from '@shared/crm/contacts';
import type { SaleCustomer } from '@shared/sales/sales';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_CONFIG, createFakeAuthServer } from '../../../test/fake-auth-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { openStationStorage } from '../station-queue';
import {
  CASEY,
  createFakeSalesServer,
  saleDraft,
  startTestStation,
  stopTestStation,
} from '../station-queue/fake-sales-server.test-support';
import { emptyCart, setCustomer } from './cart';
import { CustomerDialog } from './customer-dialog';
import { createStationParkedCarts } from './parked-carts';
import { HARBOR_CATALOGUE, HARBOR_IDS } from './test/harbor-catalogue';

const TENANT = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';

function contact(id: number, firstName: string, lastName: string, phone: string | null): Contact {
  return {
    id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    displayName: `${firstName} ${lastName}`,
    firstName,
    lastName,
    company: '',
    email: null,
    phone,
    createdAt: '2026-11-01T10:00:00.000Z',
  };
}

const JANE = contact(1, 'Jane', 'Doe', '(415) 555-0142');
const OMAR = contact(2, 'Omar', 'Haddad', '(415) 555-0178');

/** The contacts routes in memory; `failSearches` answers that many searches with a 500. */
function renderDialog(options: { failSearches?: number; refuseCreate?: boolean } = {}) {
  const auth = createFakeAuthServer();
  const contacts = [JANE, OMAR];
  const searches: string[] = [];
  const created: unknown[] = [];
  let failures = options.failSearches ?? 0;
  const attached: SaleCustomer[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (!url.href.startsWith(`${TEST_CONFIG.api.suite}/crm/contacts`)) {
      return auth.fetch(input, init);
    }
    if (init?.method === 'POST') {
      const draft = contactDraftSchema.parse(
        typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      );
      created.push(draft);
      if (options.refuseCreate === true) {
        const message = 'phone: Another contact has this phone number.';
        return Promise.resolve(
          Response.json({ error: { code: 'conflict', message } }, { status: 409 }),
        );
      }
      const added = { ...contact(3, draft.firstName, draft.lastName, draft.phone), email: null };
      contacts.push(added);
      return Promise.resolve(Response.json(added, { status: 201 }));
    }
    const q = url.searchParams.get('q') ?? '';
    searches.push(q);
    if (failures > 0) {
      failures -= 1;
      return Promise.resolve(
        Response.json({ error: { code: 'internal', message: 'Down.' } }, { status: 500 }),
      );
    }
    const digits = phoneDigits(q);
    const items = contacts.filter((candidate) =>
      digits.length >= 3
        ? phoneDigits(candidate.phone ?? '').includes(digits)
        : candidate.displayName.toLowerCase().startsWith(q.toLowerCase()),
    );
    return Promise.resolve(Response.json({ items, nextCursor: null }));
  };
  const rendered = renderWithProviders({
    routes: [
      {
        path: '/',
        element: (
          <CustomerDialog
            opened
            tenantId={TENANT}
            onClose={() => undefined}
            onAttach={(customer) => attached.push(customer)}
          />
        ),
      },
    ],
    server: { ...auth, fetch },
  });
  return { ...rendered, searches, created, attached };
}

const searchBox = () => screen.getByRole('combobox', { name: 'Search by name or phone' });

describe('the customer dialog', () => {
  it('finds regulars by part of a phone number and attaches the one chosen with ↓ and Enter', async () => {
    const { user, searches, attached } = renderDialog();
    expect(screen.getByText(/Type a name, part of a phone number/)).toBeDefined();
    await user.type(searchBox(), '555-01');
    const matches = await screen.findByRole('listbox', { name: 'Matching customers' });
    const options = within(matches).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Jane Doe(415) 555-0142',
      'Omar Haddad(415) 555-0178',
    ]);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    expect(searches).toContain('555-01');

    await user.keyboard('{ArrowDown}');
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    expect(searchBox().getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    await user.keyboard('{Enter}');
    expect(attached).toEqual([{ id: OMAR.id, name: 'Omar Haddad' }]);
  });

  it('adds a new customer from what was typed and attaches them', async () => {
    const { user, created, attached } = renderDialog();
    await user.type(searchBox(), 'Rosa Lind');
    expect(await screen.findByText('No customer matches “Rosa Lind”.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Add a new customer' }));
    expect(screen.getByRole('dialog', { name: 'New customer' })).toBeDefined();
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Rosa');
    expect(screen.getByLabelText<HTMLInputElement>('Last name').value).toBe('Lind');

    await user.click(screen.getByRole('button', { name: 'Add and attach' }));
    expect(await screen.findByText('Enter a phone number or an e-mail address.')).toBeDefined();
    expect(created).toEqual([]);

    await user.type(screen.getByLabelText('Phone'), '415 555 0777');
    await user.click(screen.getByRole('button', { name: 'Add and attach' }));
    await waitFor(() => {
      expect(attached).toEqual([{ id: contact(3, '', '', null).id, name: 'Rosa Lind' }]);
    });
    expect(created).toEqual([
      { firstName: 'Rosa', lastName: 'Lind', company: '', email: '', phone: '415 555 0777' },
    ]);
  });

  it('keeps what was typed when the server refuses the new customer', async () => {
    const { user, attached } = renderDialog({ refuseCreate: true });
    await user.type(searchBox(), '4155550142');
    await user.click(screen.getByRole('button', { name: 'Add a new customer' }));
    expect(screen.getByLabelText<HTMLInputElement>('Phone').value).toBe('4155550142');
    await user.type(screen.getByLabelText('First name'), 'Janet');
    await user.click(screen.getByRole('button', { name: 'Add and attach' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Another contact has this phone number.');
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Janet');
    expect(attached).toEqual([]);
  });

  it('says when the search failed and searches again on Try again', async () => {
    const { user } = renderDialog({ failSearches: 1 });
    await user.type(searchBox(), 'jane');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Customers could not be searched');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('option', { name: /Jane Doe/ })).toBeDefined();
  });
});

describe('a parked cart', () => {
  it('keeps its customer when it is taken back', async () => {
    const storage = await openStationStorage({
      tenantId: TENANT,
      stationId: crypto.randomUUID(),
    });
    const parked = createStationParkedCarts(storage, HARBOR_CATALOGUE, HARBOR_IDS.downtown);
    const croissant = HARBOR_CATALOGUE.products.find((product) => product.name === 'Croissant');
    if (croissant === undefined) throw new Error('The test catalogue has no croissant.');
    const cart = setCustomer(
      {
        ...emptyCart(),
        lines: [
          {
            key: 'line',
            productId: croissant.id,
            variantId: null,
            modifierOptionIds: [],
            name: 'Croissant',
            detail: '',
            quantity: 1,
            unitPriceMinor: croissant.priceMinor,
            discount: null,
            taxRate: 0,
            taxInclusive: false,
          },
        ],
      },
      { id: JANE.id, name: 'Jane Doe' },
    );
    await parked.park(cart, { id: crypto.randomUUID(), name: 'Casey Cashier' });
    const taken = await parked.take(cart.id, { id: crypto.randomUUID() });
    expect(taken?.cart.customer).toEqual({ id: JANE.id, name: 'Jane Doe' });
    storage.close();
  });
});

describe('a sale queued offline', () => {
  it('reaches the server with its customer after a restart', async () => {
    const scope = { tenantId: TENANT, stationId: crypto.randomUUID() };
    const server = createFakeSalesServer();
    const now = () => new Date('2026-11-25T09:00:00.000Z');
    const first = await startTestStation(scope, server, { now });
    server.mode = 'down';
    first.queue.markOffline();
    const draft = { ...saleDraft(now()), customerId: JANE.id };
    expect(await first.queue.submit(draft, { accountId: CASEY })).toMatchObject({
      status: 'queued',
    });
    stopTestStation(first);

    server.mode = 'up';
    const second = await startTestStation(scope, server, { now });
    await second.queue.sync();
    expect(server.recorded.map((sent) => sent.customerId)).toEqual([JANE.id]);
    stopTestStation(second);
  });
});
