// The roles module's part of the demo seed: each tenant's roles and what they grant.
import { PERMISSION_AREAS, type Permissions } from '@shared/permissions';
import { seedPerTenant } from '../db/demo-seed';

/** Every feature of every app; MSP switching belongs to MSP tenants' technicians only. */
const everyPermission: Permissions = Object.fromEntries(
  Object.entries(PERMISSION_AREAS)
    .filter(([app]) => app !== 'msp')
    .map(([app, features]) => [
      app,
      Object.fromEntries(features.map((feature) => [feature, true])),
    ]),
);

const ownPassword = { changePassword: true, manageFingerprints: true };

/** Roles by tenant name (db/demo-seed.ts), then by role name. */
const DEMO_ROLES: Readonly<Record<string, Readonly<Record<string, Permissions>>>> = {
  'Harbor Coffee': {
    Administrator: everyPermission,
    Manager: {
      sales: {
        fulfillmentEdit: true,
        fulfillmentView: true,
        productsView: true,
        giftCardsView: true,
        reportsView: true,
        transactionsView: true,
        sp: true,
        spWithoutInstall: true,
        discounts: true,
        refunds: true,
        voids: true,
        noSale: true,
        priceOverrides: true,
        productsEdit: true,
        giftCardsEdit: true,
      },
      crm: { membershipsRead: true },
      talk: {},
      core: ownPassword,
    },
    Cashier: { sales: { sp: true }, core: ownPassword },
  },
  'Bluebird Dental': {
    'Front Desk': { crm: { membershipsRead: true }, forms: {}, talk: {} },
  },
  'Northwind IT': { Technician: { msp: { login: true } } },
};

export const rolesSeed = seedPerTenant(DEMO_ROLES, async ({ tx }, tenantId, roles) => {
  for (const [name, permissions] of Object.entries(roles)) {
    await tx.query('INSERT INTO roles (tenant_id, name, permissions) VALUES ($1, $2, $3::jsonb)', [
      tenantId,
      name,
      JSON.stringify(permissions),
    ]);
  }
});
