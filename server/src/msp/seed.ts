// The MSP module's part of the demo seed: the customer tenants Northwind IT manages.
import { seedPerTenant } from '../db/demo-seed';

/** Customer tenants by the MSP tenant that manages them (tenant names of db/demo-seed.ts). */
const DEMO_MANAGED_TENANTS: Readonly<Record<string, readonly string[]>> = {
  'Northwind IT': ['Harbor Coffee', 'Bluebird Dental'],
};

export const mspSeed = seedPerTenant(
  DEMO_MANAGED_TENANTS,
  async ({ tx, tenantId }, mspTenantId, customers) => {
    for (const customer of customers) {
      await tx.query(
        'INSERT INTO msp_managed_tenants (msp_tenant_id, customer_tenant_id) VALUES ($1, $2)',
        [mspTenantId, tenantId(customer)],
      );
    }
  },
);
