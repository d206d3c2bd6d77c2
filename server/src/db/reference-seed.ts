// The demo reference data (spec §3 lists of the suite and talk families): Harbor Coffee's cafés,
// taxes, products, packaging, ledger, stock and phones, and a little for Bluebird Dental, which
// has the crm, forms and talk apps only. Inserted by seedDemoData, in its transaction.
import type {
  FinancialAccountType,
  FpbxTransport,
  TalkAccessLevel,
} from '@shared/reference-lists/reference-lists';
import type { Queryable } from './database';

interface DemoReferenceData {
  locations?: readonly { name: string; address: string; timeZone: string }[];
  forms?: readonly { name: string; description: string | null }[];
  inventoryCategories?: readonly { name: string; description: string | null }[];
  inventoryVendors?: readonly { name: string; email: string | null; phone: string | null }[];
  salesTaxes?: readonly { name: string; ratePercent: number; inclusive: boolean }[];
  /** defaultTax names one of salesTaxes. */
  salesProductCategories?: readonly { name: string; defaultTax: string | null }[];
  salesFulfillmentBoxTypes?: readonly {
    name: string;
    lengthMm: number;
    widthMm: number;
    heightMm: number;
    maxWeightGrams: number;
  }[];
  salesFinancialAccounts?: readonly { name: string; code: string; type: FinancialAccountType }[];
  talkExtensions?: readonly { name: string; number: string }[];
  /** extension names one of talkExtensions. */
  talkNumbers?: readonly { name: string; e164: string; extension: string | null }[];
  /** email names a member of the tenant; extension one of talkExtensions. */
  talkAccess?: readonly { email: string; extension: string; level: TalkAccessLevel }[];
  talkEndpointConfigs?: readonly { name: string; manufacturer: string; model: string }[];
  talkFpbxRegistrations?: readonly {
    name: string;
    host: string;
    username: string;
    transport: FpbxTransport;
  }[];
}

const SAN_FRANCISCO = 'America/Los_Angeles';
const SALES_TAX = 'San Francisco sales tax';
const EXEMPT = 'Exempt (food to go)';

/** By tenant name (DEMO_TENANTS). */
export const DEMO_REFERENCE_DATA: Readonly<Record<string, DemoReferenceData>> = {
  'Harbor Coffee': {
    locations: [
      {
        name: 'Harbor Coffee — Pier 39',
        address: 'Pier 39, Building P, Beach Street & The Embarcadero, San Francisco, CA 94133',
        timeZone: SAN_FRANCISCO,
      },
      {
        name: 'Harbor Coffee — Ferry Building',
        address: '1 Ferry Building, Shop 12, San Francisco, CA 94111',
        timeZone: SAN_FRANCISCO,
      },
      {
        name: 'Harbor Coffee — Roastery',
        address: '2150 3rd Street, San Francisco, CA 94107',
        timeZone: SAN_FRANCISCO,
      },
    ],
    forms: [
      {
        name: 'Catering inquiry',
        description: 'Coffee service and pastry platters for offices and events.',
      },
      { name: 'Customer feedback', description: 'How was your visit?' },
      {
        name: 'Wholesale account application',
        description: 'Cafés and restaurants that want to serve our beans.',
      },
    ],
    inventoryCategories: [
      { name: 'Coffee beans', description: 'Green coffee and roasted beans, by origin.' },
      { name: 'Dairy & alternatives', description: 'Milk, cream, oat and almond milk.' },
      { name: 'Syrups & sauces', description: null },
      { name: 'Bakery', description: 'Pastries delivered fresh each morning.' },
      { name: 'Cups & lids', description: 'Compostable cups, lids and sleeves.' },
      { name: 'Cleaning supplies', description: null },
    ],
    inventoryVendors: [
      {
        name: 'Pacific Green Coffee Importers',
        email: 'orders@pacificgreen.example',
        phone: '+14155550131',
      },
      {
        name: 'Bay Area Dairy Co-op',
        email: 'dispatch@bayareadairy.example',
        phone: '+15105550142',
      },
      { name: 'Golden Gate Bakehouse', email: 'wholesale@ggbakehouse.example', phone: null },
      { name: 'Sonoma Syrup Works', email: 'hello@sonomasyrup.example', phone: '+17075550117' },
      { name: 'EcoCup Packaging', email: null, phone: '+18005550163' },
    ],
    salesTaxes: [
      { name: SALES_TAX, ratePercent: 8.625, inclusive: false },
      { name: EXEMPT, ratePercent: 0, inclusive: false },
    ],
    salesProductCategories: [
      { name: 'Espresso', defaultTax: SALES_TAX },
      { name: 'Brewed coffee', defaultTax: SALES_TAX },
      { name: 'Tea', defaultTax: SALES_TAX },
      { name: 'Pastries', defaultTax: SALES_TAX },
      { name: 'Retail beans', defaultTax: EXEMPT },
      { name: 'Merchandise', defaultTax: SALES_TAX },
      { name: 'Gift cards', defaultTax: null },
    ],
    salesFulfillmentBoxTypes: [
      { name: 'Mailer — 1 bag', lengthMm: 230, widthMm: 150, heightMm: 80, maxWeightGrams: 1500 },
      { name: 'Box — 3 bags', lengthMm: 300, widthMm: 230, heightMm: 120, maxWeightGrams: 4000 },
      {
        name: 'Gift box — mug & beans',
        lengthMm: 280,
        widthMm: 280,
        heightMm: 150,
        maxWeightGrams: 3000,
      },
      {
        name: 'Wholesale case — 12 bags',
        lengthMm: 450,
        widthMm: 350,
        heightMm: 250,
        maxWeightGrams: 12000,
      },
    ],
    salesFinancialAccounts: [
      { name: 'Cash on hand', code: '1000', type: 'asset' },
      { name: 'Checking account', code: '1010', type: 'asset' },
      { name: 'Card payments clearing', code: '1200', type: 'asset' },
      { name: 'Sales tax payable', code: '2100', type: 'liability' },
      { name: 'Gift card liability', code: '2300', type: 'liability' },
      { name: 'Beverage sales', code: '4000', type: 'income' },
      { name: 'Food sales', code: '4100', type: 'income' },
      { name: 'Retail bean sales', code: '4200', type: 'income' },
      { name: 'Cost of goods sold', code: '5000', type: 'expense' },
    ],
    talkExtensions: [
      { name: 'Pier 39 counter', number: '100' },
      { name: 'Ferry Building counter', number: '101' },
      { name: 'Roastery office', number: '110' },
      { name: 'Ava Admin', number: '120' },
      { name: 'Max Manager', number: '121' },
    ],
    talkNumbers: [
      { name: 'Main line', e164: '+14155550100', extension: 'Pier 39 counter' },
      { name: 'Ferry Building', e164: '+14155550101', extension: 'Ferry Building counter' },
      { name: 'Wholesale orders', e164: '+14155550110', extension: 'Roastery office' },
      { name: 'Toll-free', e164: '+18885550199', extension: null },
    ],
    talkAccess: [
      { email: 'ava.admin@harbor.example', extension: 'Ava Admin', level: 'manager' },
      { email: 'ava.admin@harbor.example', extension: 'Roastery office', level: 'manager' },
      { email: 'max.manager@harbor.example', extension: 'Max Manager', level: 'manager' },
      { email: 'max.manager@harbor.example', extension: 'Pier 39 counter', level: 'manager' },
      {
        email: 'max.manager@harbor.example',
        extension: 'Ferry Building counter',
        level: 'manager',
      },
      { email: 'sam.sso@harbor.example', extension: 'Pier 39 counter', level: 'user' },
    ],
    talkEndpointConfigs: [
      { name: 'Counter phone', manufacturer: 'Yealink', model: 'T54W' },
      { name: 'Office phone', manufacturer: 'Poly', model: 'VVX 450' },
      { name: 'Cordless handset', manufacturer: 'Yealink', model: 'W76P' },
    ],
    talkFpbxRegistrations: [
      {
        name: 'Primary SIP trunk',
        host: 'sip.harbor-voice.example',
        username: 'harbor-coffee-01',
        transport: 'tls',
      },
      {
        name: 'Backup SIP trunk',
        host: 'sip2.harbor-voice.example',
        username: 'harbor-coffee-02',
        transport: 'udp',
      },
    ],
  },
  'Bluebird Dental': {
    locations: [
      {
        name: 'Bluebird Dental — Mission Street',
        address: '2400 Mission Street, Suite 3, San Francisco, CA 94110',
        timeZone: SAN_FRANCISCO,
      },
    ],
    forms: [
      { name: 'New patient intake', description: 'Contact details, insurance and consent.' },
      { name: 'Medical history update', description: null },
    ],
    talkExtensions: [
      { name: 'Front desk', number: '100' },
      { name: 'Dr. Lee', number: '110' },
    ],
    talkNumbers: [{ name: 'Appointments', e164: '+14155550180', extension: 'Front desk' }],
    talkAccess: [{ email: 'morgan.multi@harbor.example', extension: 'Front desk', level: 'user' }],
    talkEndpointConfigs: [{ name: 'Front desk phone', manufacturer: 'Poly', model: 'VVX 250' }],
    talkFpbxRegistrations: [
      {
        name: 'Primary SIP trunk',
        host: 'sip.bluebird-voice.example',
        username: 'bluebird-dental',
        transport: 'tls',
      },
    ],
  },
};

/** Inserts one row of a table of 0005_reference_lists.sql; columns come from this file only. */
async function insert(
  tx: Queryable,
  table: string,
  tenantId: string,
  columns: Readonly<Record<string, unknown>>,
): Promise<string> {
  const names = Object.keys(columns);
  const placeholders = names.map((_, index) => `$${index + 2}`);
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO ${table} (tenant_id, ${names.join(', ')})
     VALUES ($1, ${placeholders.join(', ')}) RETURNING id`,
    [tenantId, ...Object.values(columns)],
  );
  if (row === undefined) throw new Error(`Inserting into ${table} returned no row.`);
  return row.id;
}

function lookUp(ids: ReadonlyMap<string, string>, key: string): string {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`The demo reference data refers to unknown "${key}".`);
  return id;
}

async function accountId(tx: Queryable, email: string): Promise<string> {
  const [row] = await tx.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [email]);
  if (row === undefined) throw new Error(`The demo reference data refers to unknown ${email}.`);
  return row.id;
}

async function insertTenantData(
  tx: Queryable,
  tenantId: string,
  data: DemoReferenceData,
): Promise<void> {
  for (const location of data.locations ?? []) {
    await insert(tx, 'locations', tenantId, {
      name: location.name,
      address: location.address,
      time_zone: location.timeZone,
    });
  }
  for (const form of data.forms ?? []) {
    await insert(tx, 'forms', tenantId, form);
  }
  for (const category of data.inventoryCategories ?? []) {
    await insert(tx, 'inventory_categories', tenantId, category);
  }
  for (const vendor of data.inventoryVendors ?? []) {
    await insert(tx, 'inventory_vendors', tenantId, vendor);
  }
  const taxIds = new Map<string, string>();
  for (const tax of data.salesTaxes ?? []) {
    const id = await insert(tx, 'sales_taxes', tenantId, {
      name: tax.name,
      rate_percent: tax.ratePercent,
      inclusive: tax.inclusive,
    });
    taxIds.set(tax.name, id);
  }
  for (const category of data.salesProductCategories ?? []) {
    await insert(tx, 'sales_product_categories', tenantId, {
      name: category.name,
      default_tax_id: category.defaultTax === null ? null : lookUp(taxIds, category.defaultTax),
    });
  }
  for (const box of data.salesFulfillmentBoxTypes ?? []) {
    await insert(tx, 'sales_fulfillment_box_types', tenantId, {
      name: box.name,
      length_mm: box.lengthMm,
      width_mm: box.widthMm,
      height_mm: box.heightMm,
      max_weight_grams: box.maxWeightGrams,
    });
  }
  for (const account of data.salesFinancialAccounts ?? []) {
    await insert(tx, 'sales_financial_accounts', tenantId, account);
  }
  await insertTalkData(tx, tenantId, data);
}

async function insertTalkData(
  tx: Queryable,
  tenantId: string,
  data: DemoReferenceData,
): Promise<void> {
  const extensionIds = new Map<string, string>();
  for (const extension of data.talkExtensions ?? []) {
    extensionIds.set(extension.name, await insert(tx, 'talk_extensions', tenantId, extension));
  }
  for (const number of data.talkNumbers ?? []) {
    await insert(tx, 'talk_numbers', tenantId, {
      name: number.name,
      e164: number.e164,
      extension_id: number.extension === null ? null : lookUp(extensionIds, number.extension),
    });
  }
  for (const access of data.talkAccess ?? []) {
    await insert(tx, 'talk_access', tenantId, {
      account_id: await accountId(tx, access.email),
      extension_id: lookUp(extensionIds, access.extension),
      level: access.level,
    });
  }
  for (const config of data.talkEndpointConfigs ?? []) {
    await insert(tx, 'talk_endpoint_configs', tenantId, config);
  }
  for (const registration of data.talkFpbxRegistrations ?? []) {
    await insert(tx, 'talk_fpbx_registrations', tenantId, registration);
  }
}

/** After the tenants and accounts: talk access names members by e-mail address. */
export async function insertReferenceData(
  tx: Queryable,
  tenantIds: ReadonlyMap<string, string>,
): Promise<void> {
  for (const [tenant, data] of Object.entries(DEMO_REFERENCE_DATA)) {
    await insertTenantData(tx, lookUp(tenantIds, tenant), data);
  }
}
