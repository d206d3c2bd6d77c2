// Test fixtures after the demo seed (design/demo-seed.md): the same people, tenants and
// permissions, so tests read like the product's own demos.
import { accountIdSchema, tenantIdSchema } from '@shared/fields';
import type { Identity, Tenant } from '@shared/auth/sign-in';
import { everyFeature, type Permissions } from '@shared/permissions';

export const DEMO_PASSWORD = 'zyno-demo-pass';

export const HARBOR_COFFEE: Tenant = {
  id: tenantIdSchema.parse('3f1c2a8e-6b0d-4c1e-9a57-1d2e3f4a5b6c'),
  name: 'Harbor Coffee',
  isFavorite: false,
  isAdmin: false,
  apps: ['crm', 'display', 'forms', 'inventory', 'sales', 'talk'],
};

export const BLUEBIRD_DENTAL: Tenant = {
  id: tenantIdSchema.parse('7a9b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d'),
  name: 'Bluebird Dental',
  isFavorite: false,
  isAdmin: false,
  apps: ['crm', 'forms', 'talk'],
};

export interface DemoAccount {
  identity: Identity;
  permissions: Permissions;
}

function account(
  id: string,
  email: string,
  [firstName, lastName]: [string, string],
  tenants: Tenant[],
  permissions: Permissions,
): DemoAccount {
  return {
    identity: {
      id: accountIdSchema.parse(id),
      email,
      firstName,
      lastName,
      avatarId: null,
      tenants,
      isSysAdmin: false,
      authMech: ['password'],
    },
    permissions,
  };
}

const allSales = everyFeature('sales');
const core = everyFeature('core');

export const AVA = account(
  '0b6d7a4e-1f2c-4d3b-8e5a-6c7d8e9f0a1b',
  'ava.admin@harbor.example',
  ['Ava', 'Admin'],
  [{ ...HARBOR_COFFEE, isAdmin: true }],
  {
    crm: { membershipsRead: true },
    sales: allSales,
    display: {},
    forms: {},
    inventory: {},
    talk: {},
    core,
  },
);

export const CASEY = account(
  '5c4b3a29-1807-4f6e-9d5c-4b3a29180706',
  'casey.cashier@harbor.example',
  ['Casey', 'Cashier'],
  [HARBOR_COFFEE],
  { sales: { sp: true }, core },
);

export const MORGAN = account(
  '9e8d7c6b-5a49-4382-b716-05f4e3d2c1b0',
  'morgan.multi@harbor.example',
  ['Morgan', 'Multi'],
  [HARBOR_COFFEE, { ...BLUEBIRD_DENTAL, isFavorite: true }],
  { crm: {}, forms: {}, talk: {} },
);

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [AVA, CASEY, MORGAN];
