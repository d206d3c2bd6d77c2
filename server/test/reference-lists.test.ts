// The reference lists of spec §3 over real HTTP: every list of the suite and talk families in the
// shape of src/shared/reference-lists/reference-lists.ts, sorted by name, in the caller's tenant only; who may
// read which list (403 answers the client caches as empty); sign-in, tenant header, masquerade.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  REFERENCE_LISTS,
  REFERENCE_LIST_NAMES,
  referenceListResponseSchema,
  type ReferenceListName,
} from '@shared/reference-lists/reference-lists';
import { API_FAMILY_PREFIXES } from '@shared/runtime-config';
import { DEMO_ACCOUNTS } from '../src/accounts/seed';
import { DEMO_FORMS } from '../src/forms/seed';
import { DEMO_INVENTORY } from '../src/inventory/seed';
import { DEMO_LOCATIONS } from '../src/locations/seed';
import { DEMO_SALES } from '../src/sales/seed';
import { DEMO_TALK } from '../src/talk/seed';
import { REFERENCE_LIST_MESSAGES } from '../src/reference-lists/messages';
import {
  accountIdByEmail,
  directSession,
  demoJwts,
  expectError,
  useRecordingTestApp,
  tenantIdByName,
  callApi,
  type ApiCall,
} from './fixtures';

type ListName = Exclude<ReferenceListName, 'authRoles' | 'mspTenants'>;
type Who = { jwt: string } | null;
interface Item {
  id: string;
  name: string;
}

const SALES_LISTS = [
  'salesProductCategories',
  'salesFulfillmentBoxTypes',
  'salesTaxes',
  'salesFinancialAccounts',
] as const satisfies readonly ListName[];
const INVENTORY_LISTS = [
  'inventoryCategories',
  'inventoryVendors',
] as const satisfies readonly ListName[];
const TALK_LISTS = [
  'talkAccess',
  'talkNumbers',
  'talkExtensions',
  'talkEndpointConfigs',
  'talkFpbxRegistrations',
] as const satisfies readonly ListName[];
const MEMBER_LISTS = ['coreLocations', 'forms'] as const satisfies readonly ListName[];
const LISTS: readonly ListName[] = [
  ...MEMBER_LISTS,
  ...INVENTORY_LISTS,
  ...SALES_LISTS,
  ...TALK_LISTS,
];
/** Bluebird Dental has the crm, forms and talk apps only. */
const BLUEBIRD_LISTS: readonly ListName[] = [...MEMBER_LISTS, ...TALK_LISTS];

const who: Record<string, { jwt: string }> = {};
let harbor: string;
let bluebird: string;

const test = await useRecordingTestApp();
beforeAll(async () => {
  const { server } = test;
  const people = ['ava', 'max', 'casey', 'nina', 'morgan', 'tom', 'sysadmin'] as const;
  for (const [name, jwt] of Object.entries(await demoJwts(server, people))) who[name] = { jwt };
  // Sam signs in by single sign-on only.
  who.sam = await directSession(
    server.database,
    await accountIdByEmail(server.database, 'sam.sso@harbor.example'),
  );
  harbor = await tenantIdByName(server.database, 'Harbor Coffee');
  bluebird = await tenantIdByName(server.database, 'Bluebird Dental');
});

function as(name: string): { jwt: string } {
  const found = who[name];
  if (found === undefined) throw new Error(`No session for ${name}.`);
  return found;
}

function url(list: ReferenceListName): string {
  const { family, path } = REFERENCE_LISTS[list];
  return `${API_FAMILY_PREFIXES[family]}${path}`;
}

function get(list: ReferenceListName, caller: Who, call: ApiCall = {}): Promise<Response> {
  return callApi(test.server, url(list), {
    ...(caller === null ? {} : { jwt: caller.jwt }),
    ...call,
  });
}

async function read(list: ListName, caller: Who, call: ApiCall): Promise<Item[]> {
  const response = await get(list, caller, call);
  expect(response.status).toBe(200);
  const items: Item[] = referenceListResponseSchema(list).parse(await response.json());
  return items;
}

/** Each of `names` reads `list` in Harbor Coffee as its administrator does. */
async function expectReadAsAdmin(list: ListName, names: string[]): Promise<void> {
  const asAdmin = await read(list, as('ava'), { tenantId: harbor });
  for (const name of names) {
    expect(await read(list, as(name), { tenantId: harbor }), name).toEqual(asAdmin);
  }
}

/** Each of `names` is refused `list` in Harbor Coffee for want of the app's permission. */
async function expectNoPermission(
  list: ListName,
  names: string[],
  app: 'sales' | 'inventory' | 'talk',
): Promise<void> {
  for (const name of names) {
    const refused = await get(list, as(name), { tenantId: harbor });
    expect(await expectError(refused, 403, 'forbidden'), name).toBe(
      REFERENCE_LIST_MESSAGES.noPermission(app),
    );
  }
}

function byName(a: Item, b: Item): number {
  const [left, right] = [a.name.toLowerCase(), b.name.toLowerCase()];
  if (left !== right) return left < right ? -1 : 1;
  return a.id < b.id ? -1 : 1;
}

const accountName = (email: string): string => {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
  if (account === undefined) throw new Error(`No demo account ${email}.`);
  return `${account.firstName} ${account.lastName}`;
};

/** The names the demo seed gives a tenant's list. */
function seededNames(tenant: string, list: ListName): string[] {
  const inventory = DEMO_INVENTORY[tenant] ?? {};
  const sales = DEMO_SALES[tenant] ?? {};
  const talk = DEMO_TALK[tenant] ?? {};
  const rows: readonly { name: string }[] =
    {
      coreLocations: DEMO_LOCATIONS[tenant],
      forms: DEMO_FORMS[tenant],
      inventoryCategories: inventory.categories,
      inventoryVendors: inventory.vendors,
      salesProductCategories: sales.productCategories,
      salesFulfillmentBoxTypes: sales.fulfillmentBoxTypes,
      salesTaxes: sales.taxes,
      salesFinancialAccounts: sales.financialAccounts,
      talkAccess: talk.access?.map((access) => ({ name: accountName(access.email) })),
      talkNumbers: talk.numbers,
      talkExtensions: talk.extensions,
      talkEndpointConfigs: talk.endpointConfigs,
      talkFpbxRegistrations: talk.fpbxRegistrations,
    }[list] ?? [];
  return rows.map((row) => row.name).sort();
}

const sortedNames = (items: readonly Item[]) => items.map((item) => item.name).sort();

describe.each(LISTS)('%s', (list) => {
  it("answers the tenant's items in the shared shape, sorted by name", async () => {
    const items = await read(list, as('ava'), { tenantId: harbor });
    expect(items.length).toBeGreaterThan(0);
    expect(items).toEqual([...items].sort(byName));
    expect(sortedNames(items)).toEqual(seededNames('Harbor Coffee', list));
  });

  it('answers 401 without a token', async () => {
    await expectError(await get(list, null, { tenantId: harbor }), 401, 'unauthorized');
  });

  it('answers 400 for a malformed tenant header', async () => {
    const message = await expectError(
      await get(list, as('ava'), { tenantId: 'harbor-coffee' }),
      400,
      'validation_failed',
    );
    expect(message).toBe('The X-Zyno-Tenant-Id header must be one tenant id (a uuid).');
  });

  it('answers 403 in a tenant the caller is not a member of', async () => {
    await expectError(await get(list, as('ava'), { tenantId: bluebird }), 403, 'forbidden');
  });

  it('is read by MSP staff masquerading in the tenant, as its administrator', async () => {
    const asAdmin = await read(list, as('ava'), { tenantId: harbor });
    expect(await read(list, as('tom'), { masqueradeTenantId: harbor })).toEqual(asAdmin);
  });
});

describe.each(BLUEBIRD_LISTS)('%s in Bluebird Dental', (list) => {
  it("holds Bluebird's items only, none of Harbor Coffee's", async () => {
    const harborIds = (await read(list, as('ava'), { tenantId: harbor })).map((item) => item.id);
    const items = await read(list, as('sysadmin'), { masqueradeTenantId: bluebird });
    expect(sortedNames(items)).toEqual(seededNames('Bluebird Dental', list));
    expect(items.filter((item) => harborIds.includes(item.id))).toEqual([]);
  });
});

describe.each([...SALES_LISTS, ...INVENTORY_LISTS])(
  '%s of an app Bluebird Dental does not have',
  (list) => {
    const app = list.startsWith('sales') ? 'sales' : 'inventory';

    it('answers 403 to its members and administrators alike', async () => {
      for (const call of [
        { caller: as('morgan'), tenantId: bluebird },
        { caller: as('sysadmin'), masqueradeTenantId: bluebird },
      ]) {
        const { caller, ...headers } = call;
        const message = await expectError(await get(list, caller, headers), 403, 'forbidden');
        expect(message).toBe(REFERENCE_LIST_MESSAGES.appNotInTenant(app));
      }
    });
  },
);

describe('who may read', () => {
  it('lets every member read locations and forms, permissions or not', async () => {
    for (const list of MEMBER_LISTS) {
      expect(await read(list, as('nina'), { tenantId: harbor })).toEqual(
        await read(list, as('ava'), { tenantId: harbor }),
      );
    }
    expect(sortedNames(await read('forms', as('morgan'), { tenantId: bluebird }))).toEqual(
      seededNames('Bluebird Dental', 'forms'),
    );
  });

  it('lets anyone with a sales permission read the sales lists, a cashier too', async () => {
    for (const list of SALES_LISTS) await expectReadAsAdmin(list, ['max', 'casey']);
  });

  it('keeps the sales lists from members without a sales permission', async () => {
    for (const list of SALES_LISTS) await expectNoPermission(list, ['nina', 'sam'], 'sales');
  });

  it('keeps the inventory lists to members with the inventory permission', async () => {
    for (const list of INVENTORY_LISTS) {
      await expectNoPermission(list, ['max', 'casey', 'nina'], 'inventory');
    }
  });

  it('lets members with the talk permission read the talk lists, and no one else', async () => {
    for (const list of TALK_LISTS) {
      await expectReadAsAdmin(list, ['max', 'sam']);
      expect((await read(list, as('morgan'), { tenantId: bluebird })).length).toBeGreaterThan(0);
      await expectNoPermission(list, ['casey', 'nina', 'morgan'], 'talk');
    }
  });

  it('lets a tenant administrator read every list without any permission', async () => {
    const { database } = test.server;
    const nina = await accountIdByEmail(database, 'nina.noperm@harbor.example');
    const setAdmin = (isAdmin: boolean) =>
      database.query(
        'UPDATE memberships SET is_admin = $3 WHERE account_id = $1 AND tenant_id = $2',
        [nina, harbor, isAdmin],
      );
    await setAdmin(true);
    try {
      for (const list of LISTS) {
        expect(await read(list, as('nina'), { tenantId: harbor })).toEqual(
          await read(list, as('ava'), { tenantId: harbor }),
        );
      }
    } finally {
      await setAdmin(false);
    }
  });
});

describe('what the items say', () => {
  const harborList = <Name extends ListName>(list: Name) =>
    get(list, as('ava'), { tenantId: harbor }).then(async (response) =>
      referenceListResponseSchema(list).parse(await response.json()),
    );

  it('gives taxes their rate and product categories their default tax', async () => {
    const taxes = await harborList('salesTaxes');
    expect(
      taxes.map(({ name, ratePercent, inclusive }) => ({ name, ratePercent, inclusive })),
    ).toEqual([
      { name: 'No tax (coffee beans)', ratePercent: 0, inclusive: false },
      { name: 'Sales tax', ratePercent: 8.875, inclusive: false },
    ]);
    const taxName = new Map(taxes.map((tax) => [tax.id, tax.name]));
    const categories = await harborList('salesProductCategories');
    expect(
      Object.fromEntries(
        categories.map((category) => [
          category.name,
          category.defaultTaxId === null ? null : taxName.get(category.defaultTaxId),
        ]),
      ),
    ).toMatchObject({
      Coffee: 'Sales tax',
      Retail: 'No tax (coffee beans)',
      'Gift Cards': null,
    });
  });

  it('gives locations their address and time zone', async () => {
    const [downtown] = await harborList('coreLocations');
    expect(downtown).toMatchObject({
      name: 'Harbor Coffee Downtown',
      address: '120 Water Street, New York, NY 10005',
      timeZone: 'America/New_York',
    });
  });

  it('routes numbers to extensions and grants access to members', async () => {
    const extensions = await harborList('talkExtensions');
    const extensionNumber = new Map(
      extensions.map((extension) => [extension.id, extension.number]),
    );
    const numbers = await harborList('talkNumbers');
    expect(
      numbers.map((number) => [
        number.name,
        number.e164,
        number.extensionId === null ? null : extensionNumber.get(number.extensionId),
      ]),
    ).toEqual([
      ['Ferry Building', '+14155550101', '101'],
      ['Main line', '+14155550100', '100'],
      ['Toll-free', '+18885550199', null],
      ['Wholesale orders', '+14155550110', '110'],
    ]);
    const sam = await accountIdByEmail(test.server.database, 'sam.sso@harbor.example');
    const access = await harborList('talkAccess');
    expect(
      access
        .filter((entry) => entry.accountId === sam)
        .map((entry) => [entry.name, extensionNumber.get(entry.extensionId), entry.level]),
    ).toEqual([['Sam Sso', '100', 'user']]);
  });
});

describe('the auth lists of the contract', () => {
  it('serves roles and MSP tenants where REFERENCE_LISTS says', async () => {
    const roles = await get('authRoles', as('ava'), { tenantId: harbor });
    expect(
      referenceListResponseSchema('authRoles')
        .parse(await roles.json())
        .map((role) => role.name),
    ).toEqual(['Administrator', 'Cashier', 'Manager']);
    const tenants = await get('mspTenants', as('tom'));
    expect(
      referenceListResponseSchema('mspTenants')
        .parse(await tenants.json())
        .map((tenant) => tenant.name),
    ).toEqual(['Bluebird Dental', 'Harbor Coffee']);
  });

  it('names fifteen lists', () => {
    expect(REFERENCE_LIST_NAMES).toHaveLength(15);
    expect(new Set(REFERENCE_LIST_NAMES.map(url)).size).toBe(15);
  });
});
