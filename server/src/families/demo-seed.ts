// The demo seed (shared/design/demo-seed.md) as every module's part of it, in the order they
// build on each other: tenants first (db/demo-seed.ts), then who manages whom, roles, the accounts
// that hold them, single sign-on for those accounts, and each app's reference data.
import { accountsSeed } from '../accounts/seed';
import { crmSeed, demoRegulars, DEMO_CONTACTS } from '../crm/seed';
import type { Database } from '../db/database';
import { runDemoSeed, seedPerTenant, type DemoSeed } from '../db/demo-seed';
import { formsSeed } from '../forms/seed';
import { inventorySeed } from '../inventory/seed';
import { locationsSeed } from '../locations/seed';
import { mspSeed } from '../msp/seed';
import { rolesSeed } from '../roles/seed';
import { fulfillmentSeed } from '../sales/fulfillment-seed';
import { giveHistoryToRegulars } from '../sales/history-customers';
import { giftCardsSeed, salesHistorySeed } from '../sales/history-seed';
import { salesSeed } from '../sales/seed';
import { ssoSeed } from '../sso/seed';
import { talkSeed } from '../talk/seed';

const DEMO_SEEDS: readonly DemoSeed[] = [
  mspSeed,
  rolesSeed,
  accountsSeed,
  ssoSeed,
  locationsSeed,
  formsSeed,
  inventorySeed,
  crmSeed,
  salesSeed,
  giftCardsSeed,
  salesHistorySeed,
  // Some past sales are the regulars': the CRM names them, sales records them.
  seedPerTenant(DEMO_CONTACTS, async ({ tx }, tenantId) => {
    await giveHistoryToRegulars(tx, tenantId, await demoRegulars(tx, tenantId));
  }),
  fulfillmentSeed,
  talkSeed,
];

/**
 * Seeds the demo data when the database has no tenants and no accounts, in one transaction.
 * Resolves to whether it did.
 */
export function seedDemoData(database: Database): Promise<boolean> {
  return runDemoSeed(database, DEMO_SEEDS);
}
