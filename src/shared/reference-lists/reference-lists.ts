// Contracts of the fifteen reference data lists (spec §3), each cached by id on the client and
// reloaded on a user, tenant or install change: where each list lives and the shape of its items.
import { z } from 'zod';
import { MSP_PATHS, mspTenantSchema } from '../msp/msp-tenants';
import { hasPermission, type Permissions } from '../permissions';
import { ROLES_PATHS, roleSchema } from '../roles/roles';
import type { API_FAMILY_PREFIXES } from '../runtime-config';

/** The suite family's reference lists, relative to its base URL (`/api/suite` on one origin). */
export const SUITE_REFERENCE_PATHS = {
  locations: '/locations',
  forms: '/forms',
  inventoryCategories: '/inventory/categories',
  inventoryVendors: '/inventory/vendors',
  salesProductCategories: '/sales/product-categories',
  salesFulfillmentBoxTypes: '/sales/fulfillment-box-types',
  salesTaxes: '/sales/taxes',
  salesFinancialAccounts: '/sales/financial-accounts',
} as const;

/** The talk family's reference lists, relative to its base URL (`/api/talk` on one origin). */
export const TALK_REFERENCE_PATHS = {
  access: '/access',
  numbers: '/numbers',
  extensions: '/extensions',
  endpointConfigs: '/endpoint-configs',
  fpbxRegistrations: '/fpbx/registrations',
} as const;

const referenceItemSchema = z.object({ id: z.uuid(), name: z.string().min(1) });

/** Core locations: the tenant's sites (shops, offices), with their postal address and time zone. */
export const locationSchema = referenceItemSchema.extend({
  address: z.string(),
  /** An IANA time zone, e.g. "America/Los_Angeles". */
  timeZone: z.string().min(1),
});
export type CoreLocation = z.infer<typeof locationSchema>;

/** An item with an optional description. */
const describedItemSchema = referenceItemSchema.extend({ description: z.string().nullable() });

/** Forms whose submissions the forms app collects. */
export const formSchema = describedItemSchema;
export type Form = z.infer<typeof formSchema>;

export const inventoryCategorySchema = describedItemSchema;
export type InventoryCategory = z.infer<typeof inventoryCategorySchema>;

/** Suppliers the inventory is bought from. */
export const inventoryVendorSchema = referenceItemSchema.extend({
  email: z.email().nullable(),
  /** E.164, e.g. "+14155550123". */
  phone: z.string().nullable(),
});
export type InventoryVendor = z.infer<typeof inventoryVendorSchema>;

/** Categories of the products sold at the point of sale. */
export const salesProductCategorySchema = referenceItemSchema.extend({
  /** The tax applied to the category's products unless a product names another; null: untaxed. */
  defaultTaxId: z.uuid().nullable(),
});
export type SalesProductCategory = z.infer<typeof salesProductCategorySchema>;

const positiveWholeNumber = z.number().int().positive();

/** Boxes orders are packed in for fulfillment; inside dimensions in millimetres. */
export const salesFulfillmentBoxTypeSchema = referenceItemSchema.extend({
  lengthMm: positiveWholeNumber,
  widthMm: positiveWholeNumber,
  heightMm: positiveWholeNumber,
  maxWeightGrams: positiveWholeNumber,
});
export type SalesFulfillmentBoxType = z.infer<typeof salesFulfillmentBoxTypeSchema>;

export const salesTaxSchema = referenceItemSchema.extend({
  /** The rate in percent, up to three decimals, e.g. 8.625. */
  ratePercent: z.number().min(0).max(100),
  /** True when prices already include the tax. */
  inclusive: z.boolean(),
});
export type SalesTax = z.infer<typeof salesTaxSchema>;

const financialAccountTypeSchema = z.enum(['asset', 'liability', 'equity', 'income', 'expense']);
export type FinancialAccountType = z.infer<typeof financialAccountTypeSchema>;

/** Ledger accounts sales are booked to (and synchronised with the accounting integration). */
export const salesFinancialAccountSchema = referenceItemSchema.extend({
  /** The ledger's account number, e.g. "4000". */
  code: z.string().min(1),
  type: financialAccountTypeSchema,
});
export type SalesFinancialAccount = z.infer<typeof salesFinancialAccountSchema>;

export const TALK_ACCESS_LEVELS = ['user', 'manager'] as const;
export type TalkAccessLevel = (typeof TALK_ACCESS_LEVELS)[number];

/**
 * Talk access: a member of the tenant allowed to use an extension (answer its calls, read its
 * voicemail and SMS). `name` is the member's display name; a manager may also change it.
 */
export const talkAccessSchema = referenceItemSchema.extend({
  accountId: z.uuid(),
  extensionId: z.uuid(),
  level: z.enum(TALK_ACCESS_LEVELS),
});
export type TalkAccess = z.infer<typeof talkAccessSchema>;

/** Phone numbers of the tenant; `name` is the label, e.g. "Main line". */
export const talkNumberSchema = referenceItemSchema.extend({
  /** E.164, e.g. "+14155550123". */
  e164: z.string().regex(/^\+[1-9]\d{1,14}$/),
  /** The extension calls to the number ring; null when it is not routed yet. */
  extensionId: z.uuid().nullable(),
});
export type TalkNumber = z.infer<typeof talkNumberSchema>;

export const talkExtensionSchema = referenceItemSchema.extend({
  /** The digits dialled inside the tenant, e.g. "101". */
  number: z.string().regex(/^\d{2,6}$/),
});
export type TalkExtension = z.infer<typeof talkExtensionSchema>;

/** Provisioning templates for desk phones and other endpoints. */
export const talkEndpointConfigSchema = referenceItemSchema.extend({
  manufacturer: z.string().min(1),
  model: z.string().min(1),
});
export type TalkEndpointConfig = z.infer<typeof talkEndpointConfigSchema>;

export const FPBX_TRANSPORTS = ['udp', 'tcp', 'tls'] as const;
export type FpbxTransport = (typeof FPBX_TRANSPORTS)[number];

/** SIP trunk registrations of the tenant's FreePBX system. */
export const talkFpbxRegistrationSchema = referenceItemSchema.extend({
  host: z.string().min(1),
  username: z.string().min(1),
  transport: z.enum(FPBX_TRANSPORTS),
});
export type TalkFpbxRegistration = z.infer<typeof talkFpbxRegistrationSchema>;

export type ApiFamily = keyof typeof API_FAMILY_PREFIXES;

/** The apps whose lists need the tenant to have the app. */
export const REFERENCE_LIST_APPS = ['forms', 'inventory', 'sales', 'talk'] as const;
export type ReferenceListApp = (typeof REFERENCE_LIST_APPS)[number];

/**
 * Who may read a list; anyone else gets 403. `member`: every member of the tenant. `tenantAdmin`:
 * its administrators. `app`: the tenant must have the app and, with `needsPermission`, the caller
 * a permission of it (administrators need none).
 */
export type ReferenceListReaders =
  | { kind: 'member' }
  | { kind: 'tenantAdmin' }
  | { kind: 'app'; app: ReferenceListApp; needsPermission: boolean };

/** What says whether a caller may read a list: their tenant's apps, permissions and role. */
export interface ReferenceListReader {
  tenantApps: readonly string[];
  permissions: Permissions;
  isTenantAdmin: boolean;
}

interface ReferenceListDefinition<Item extends z.core.$ZodType> {
  /** The API family that serves the list; the path is relative to its base URL. */
  readonly family: ApiFamily;
  readonly path: string;
  readonly item: Item;
  readonly readers: ReferenceListReaders;
}

function list<Item extends z.core.$ZodType>(
  family: ApiFamily,
  path: string,
  item: Item,
  readers: ReferenceListReaders,
): ReferenceListDefinition<Item> {
  return { family, path, item, readers };
}

const MEMBERS = { kind: 'member' } as const;
const appReaders = (app: ReferenceListApp, needsPermission = true) =>
  ({ kind: 'app', app, needsPermission }) as const;

/**
 * The fifteen lists of spec §3. Each GET answers 200 with an array of items sorted by name, or
 * 403 `forbidden` when the tenant lacks the app or the caller the permission: an empty cache.
 */
export const REFERENCE_LISTS = {
  authRoles: list('auth', ROLES_PATHS.roles, roleSchema, { kind: 'tenantAdmin' }),
  coreLocations: list('suite', SUITE_REFERENCE_PATHS.locations, locationSchema, MEMBERS),
  forms: list('suite', SUITE_REFERENCE_PATHS.forms, formSchema, appReaders('forms', false)),
  inventoryCategories: list(
    'suite',
    SUITE_REFERENCE_PATHS.inventoryCategories,
    inventoryCategorySchema,
    appReaders('inventory'),
  ),
  inventoryVendors: list(
    'suite',
    SUITE_REFERENCE_PATHS.inventoryVendors,
    inventoryVendorSchema,
    appReaders('inventory'),
  ),
  salesProductCategories: list(
    'suite',
    SUITE_REFERENCE_PATHS.salesProductCategories,
    salesProductCategorySchema,
    appReaders('sales'),
  ),
  salesFulfillmentBoxTypes: list(
    'suite',
    SUITE_REFERENCE_PATHS.salesFulfillmentBoxTypes,
    salesFulfillmentBoxTypeSchema,
    appReaders('sales'),
  ),
  salesTaxes: list('suite', SUITE_REFERENCE_PATHS.salesTaxes, salesTaxSchema, appReaders('sales')),
  salesFinancialAccounts: list(
    'suite',
    SUITE_REFERENCE_PATHS.salesFinancialAccounts,
    salesFinancialAccountSchema,
    appReaders('sales'),
  ),
  talkAccess: list('talk', TALK_REFERENCE_PATHS.access, talkAccessSchema, appReaders('talk')),
  talkNumbers: list('talk', TALK_REFERENCE_PATHS.numbers, talkNumberSchema, appReaders('talk')),
  talkExtensions: list(
    'talk',
    TALK_REFERENCE_PATHS.extensions,
    talkExtensionSchema,
    appReaders('talk'),
  ),
  talkEndpointConfigs: list(
    'talk',
    TALK_REFERENCE_PATHS.endpointConfigs,
    talkEndpointConfigSchema,
    appReaders('talk'),
  ),
  talkFpbxRegistrations: list(
    'talk',
    TALK_REFERENCE_PATHS.fpbxRegistrations,
    talkFpbxRegistrationSchema,
    appReaders('talk'),
  ),
  mspTenants: list('auth', MSP_PATHS.tenants, mspTenantSchema, MEMBERS),
} as const;

export type ReferenceListName = keyof typeof REFERENCE_LISTS;
export const REFERENCE_LIST_NAMES = Object.keys(REFERENCE_LISTS) as ReferenceListName[];

/** Whether `reader` may read the list `name`: what the server answers 403 for, said in advance. */
export function mayReadReferenceList(
  name: ReferenceListName,
  reader: ReferenceListReader,
): boolean {
  const readers = REFERENCE_LISTS[name].readers;
  switch (readers.kind) {
    case 'member':
      return true;
    case 'tenantAdmin':
      return reader.isTenantAdmin;
    case 'app':
      return (
        reader.tenantApps.includes(readers.app) &&
        (!readers.needsPermission ||
          reader.isTenantAdmin ||
          hasPermission(reader.permissions, readers.app))
      );
  }
}

/** The item type of a list, e.g. `ReferenceItem<'salesTaxes'>` is a SalesTax. */
export type ReferenceItem<Name extends ReferenceListName> = z.infer<
  (typeof REFERENCE_LISTS)[Name]['item']
>;

/** The schema of a list's whole answer: an array of its items. */
export function referenceListResponseSchema<Name extends ReferenceListName>(
  name: Name,
): z.ZodArray<(typeof REFERENCE_LISTS)[Name]['item']> {
  return z.array(REFERENCE_LISTS[name].item);
}
