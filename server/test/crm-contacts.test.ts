// The CRM's contacts over real HTTP as the till uses them: search by a name's start, an e-mail
// address or any run of phone digits, paged; adding a contact (audited, duplicates refused); who
// may do either; another tenant's contacts out of sight; and a sale's customer.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  contactDraftSchema,
  contactSchema,
  contactsPageSchema,
  type Contact,
} from '@shared/crm/contacts';
import { saleSchema, salesPageSchema } from '@shared/sales/sales';
import { auditEntries } from '../src/auth/audit-log';
import { expectError, useHttpTestApp } from './fixtures';
import { generatedBodies, querystring } from './fixtures/request-arbitraries';
import {
  asSeller,
  latteAndCroissant,
  saleDraft,
  salesSetup,
  sellerSession,
  type Seller,
} from './support/sales-fixture';

const server = await useHttpTestApp();
const { catalogue, casey, max } = await salesSetup(server.database, 'browser');
let bluebirdContactId: string;

beforeAll(async () => {
  const [row] = await server.database.query<{ id: string }>(
    `INSERT INTO crm_contacts (tenant_id, first_name, last_name, display_name, phone, phone_digits)
     VALUES ($1, 'Jane', 'Dentist', 'Jane Dentist', '415 555 0142 9', '41555501429') RETURNING id`,
    [catalogue.otherTenantId],
  );
  bluebirdContactId = row?.id ?? '';
});

async function search(seller: Seller, query: string): Promise<Contact[]> {
  const response = await asSeller(server, seller, `/crm/contacts${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return contactsPageSchema.parse(await response.json()).items;
}

const names = (contacts: readonly Contact[]) => contacts.map((contact) => contact.displayName);

const addContact = (seller: Seller, body: unknown) =>
  asSeller(server, seller, '/crm/contacts', { body, key: null });

describe('searching contacts', () => {
  it.each([
    ['part of a phone number', '?q=0142', ['Jane Doe']],
    [
      'a phone number as written',
      `?q=${encodeURIComponent('(415) 555-01')}`,
      ['Aiko Tanaka', 'Grace Kim', 'Hannah Berg', 'Jane Doe', 'Noah Fischer', 'Omar Haddad'],
    ],
    ['the start of a first name', '?q=jan', ['Jane Doe']],
    ['the start of a last name', '?q=TANA', ['Aiko Tanaka']],
    ['a first name and the start of the last', '?q=jane%20d', ['Jane Doe']],
    ['the start of an e-mail address', '?q=grace.kim%40', ['Grace Kim']],
    ['a name with accents', '?q=tom%C3%A1s', ['Tomás Álvarez']],
    ['wildcards, taken literally', '?q=%25', []],
  ])('finds a regular by %s', async (_, query, expected) => {
    expect(names(await search(casey, query))).toEqual(expected);
  });

  it('lists every contact by name, page after page', async () => {
    const first = await asSeller(server, casey, '/crm/contacts?limit=5');
    const page = contactsPageSchema.parse(await first.json());
    expect(page.items).toHaveLength(5);
    const seen = [...page.items];
    let cursor = page.nextCursor;
    while (cursor != null) {
      const next = contactsPageSchema.parse(
        await (await asSeller(server, casey, `/crm/contacts?limit=5&cursor=${cursor}`)).json(),
      );
      seen.push(...next.items);
      cursor = next.nextCursor;
    }
    expect(names(seen)).toEqual(
      names(seen).toSorted((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    expect(new Set(seen.map((contact) => contact.id)).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(12);
    expect(names(seen)).not.toContain('Jane Dentist');
  });

  it('is open to the point of sale where one may sell and to the Customers app, no one else', async () => {
    const caseyInBrowser = await sellerSession(
      server.database,
      catalogue.harborId,
      'casey.cashier@harbor.example',
      'browser',
    );
    const nina = await sellerSession(
      server.database,
      catalogue.harborId,
      'nina.noperm@harbor.example',
      'browser',
    );
    const sam = await sellerSession(
      server.database,
      catalogue.harborId,
      'sam.sso@harbor.example',
      'browser',
    );
    await expectError(await asSeller(server, caseyInBrowser, '/crm/contacts'), 403, 'forbidden');
    await expectError(await asSeller(server, nina, '/crm/contacts?q=jane'), 403, 'forbidden');
    await expectError(
      await addContact(nina, { firstName: 'Eve', phone: '4155550100' }),
      403,
      'forbidden',
    );
    expect(names(await search(sam, '?q=0142'))).toEqual(['Jane Doe']);
    expect(names(await search(max, '?q=0142'))).toEqual(['Jane Doe']);
  });

  it.each([
    ['a search longer than 100 characters', `?q=${'a'.repeat(101)}`, 'q'],
    ['a control character', '?q=jane%00', 'q'],
    ['a cursor that is no id', '?cursor=not-an-id', 'cursor'],
    ['another tenant’s contact as the cursor', () => `?cursor=${bluebirdContactId}`, 'cursor'],
    ['a page of no contacts', '?limit=0', 'limit'],
  ])('refuses %s with 400 naming the field', async (_, query, field) => {
    const path = `/crm/contacts${typeof query === 'string' ? query : query()}`;
    const message = await expectError(
      await asSeller(server, casey, path),
      400,
      'validation_failed',
    );
    expect(message).toMatch(new RegExp(`^${field}\\b`));
  });
});

describe('adding a contact', () => {
  it('adds one from the till, found at once by phone, and audits it', async () => {
    const response = await addContact(casey, {
      firstName: ' Rosa ',
      lastName: 'Lind',
      phone: '+1 (415) 555-0777',
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const contact = contactSchema.parse(await response.json());
    expect(contact).toMatchObject({
      displayName: 'Rosa Lind',
      firstName: 'Rosa',
      phone: '+1 (415) 555-0777',
      email: null,
    });
    expect(names(await search(casey, '?q=0777'))).toEqual(['Rosa Lind']);
    const [audit] = await auditEntries(server.database, catalogue.harborId, {
      targetType: 'contact',
      targetId: contact.id,
    });
    expect(audit).toMatchObject({
      action: 'crm.contact.create',
      after: { displayName: 'Rosa Lind', phone: '+1 (415) 555-0777' },
    });
  });

  it('refuses a second contact with the same phone number or e-mail address', async () => {
    await expectError(
      await addContact(casey, { firstName: 'Jane', lastName: 'Again', phone: '415.555.0142' }),
      409,
      'conflict',
    );
    await expectError(
      await addContact(casey, { firstName: 'Jane', email: 'JANE.DOE@mail.example' }),
      409,
      'conflict',
    );
  });

  it.each([
    ['no name', { phone: '4155550101' }, 'firstName'],
    ['neither a phone nor an e-mail', { firstName: 'Ann' }, 'phone'],
    ['a phone of letters', { firstName: 'Ann', phone: 'call me' }, 'phone'],
    ['a phone too short', { firstName: 'Ann', phone: '555-01' }, 'phone'],
    ['an e-mail that is none', { firstName: 'Ann', email: 'ann@' }, 'email'],
    ['a name of the wrong type', { firstName: 7, phone: '4155550101' }, 'firstName'],
    ['a line break in a name', { firstName: 'A\nB', phone: '4155550101' }, 'firstName'],
  ])('refuses %s with 400 naming the field', async (_, body, field) => {
    const message = await expectError(await addContact(casey, body), 400, 'validation_failed');
    expect(message).toMatch(new RegExp(`^${field}\\b`));
  });
});

describe('hostile input', () => {
  const answered = async (response: Response) => {
    expect(response.status, await response.text()).toBeLessThan(500);
  };

  it('answers generated searches with a client error or success, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(querystring(['q', 'cursor', 'limit']), async (query) => {
        await answered(await asSeller(server, casey, `/crm/contacts?${query}`));
      }),
      { numRuns: 80 },
    );
  }, 120_000);

  it('answers generated contacts with a client error or success, never a 500', async () => {
    const ids = fc.constantFrom(randomUUID(), bluebirdContactId);
    const hints = { byName: {}, id: ids, url: fc.constant('https://example.test/') };
    const bodies = generatedBodies(contactDraftSchema, hints);
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        await answered(await addContact(casey, body));
      }),
      { numRuns: 80 },
    );
  }, 120_000);
});

describe('a sale’s customer', () => {
  it('is one of the regulars for some of the seeded past sales, under their name', async () => {
    const page = await asSeller(server, max, '/sales/sales?limit=500&sort=capturedAt');
    const { items } = salesPageSchema.parse(await page.json());
    const regulars = new Map((await search(max, '?limit=50')).map((c) => [c.id, c.displayName]));
    const customers = items.flatMap((sale) => (sale.customer === null ? [] : [sale.customer]));
    expect(customers.length).toBeGreaterThan(items.length / 8);
    expect(customers.length).toBeLessThan(items.length / 4);
    for (const customer of customers) expect(regulars.get(customer.id)).toBe(customer.name);
  });

  async function janeDoe(): Promise<Contact> {
    const [jane] = await search(casey, '?q=0142');
    if (jane === undefined) throw new Error('Jane Doe is not seeded.');
    return jane;
  }

  it('keeps the contact and the name sold under, on the answer and when read again', async () => {
    const jane = await janeDoe();
    const draft = saleDraft(
      catalogue.downtownId,
      latteAndCroissant(catalogue),
      [{ kind: 'cash', amountMinor: 963, givenMinor: 1000 }],
      { customerId: jane.id },
    );
    const response = await asSeller(server, casey, '/sales/sales', { body: draft });
    expect(response.status, await response.clone().text()).toBe(201);
    expect(saleSchema.parse(await response.json()).customer).toEqual({
      id: jane.id,
      name: 'Jane Doe',
    });
    const again = await asSeller(server, max, `/sales/sales/${draft.id}`);
    expect(saleSchema.parse(await again.json()).customer).toEqual({
      id: jane.id,
      name: 'Jane Doe',
    });
  });

  it.each([
    ['another tenant’s contact', () => bluebirdContactId],
    ['a contact that does not exist', () => randomUUID()],
  ])('refuses %s with 404 and records no sale', async (_, customerId) => {
    const draft = saleDraft(
      catalogue.downtownId,
      latteAndCroissant(catalogue),
      [{ kind: 'cash', amountMinor: 963, givenMinor: 1000 }],
      { customerId: customerId() },
    );
    await expectError(
      await asSeller(server, casey, '/sales/sales', { body: draft }),
      404,
      'not_found',
    );
    const stored = await server.database.query('SELECT 1 FROM sales WHERE id = $1', [draft.id]);
    expect(stored).toEqual([]);
  });

  it('refuses a customer id that is no id with 400', async () => {
    const draft = {
      ...saleDraft(catalogue.downtownId, latteAndCroissant(catalogue), [
        { kind: 'cash', amountMinor: 963, givenMinor: 1000 },
      ]),
      customerId: 'jane',
    };
    const message = await expectError(
      await asSeller(server, casey, '/sales/sales', { body: draft }),
      400,
      'validation_failed',
    );
    expect(message).toMatch(/^customerId\b/);
  });
});
