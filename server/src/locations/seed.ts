// The core app's part of the demo seed: each tenant's sites, the default one first.
import { insertDemoRows, seedPerTenant } from '../db/demo-seed';

// A type, not an interface: the seed's rows are records (insertDemoRows).
type DemoLocation = {
  name: string;
  address: string;
  timeZone: string;
  /** Where a station sells unless it says otherwise; one per tenant. */
  isDefault: boolean;
  /** What the location's receipt numbers start with ("DT-000123"). */
  receiptPrefix: string;
};

/** By tenant name (db/demo-seed.ts). Harbor Coffee's are a contract (demo-seed.md). */
export const DEMO_LOCATIONS: Readonly<Record<string, readonly DemoLocation[]>> = {
  'Harbor Coffee': [
    {
      name: 'Harbor Coffee Downtown',
      address: '120 Water Street, New York, NY 10005',
      timeZone: 'America/New_York',
      isDefault: true,
      receiptPrefix: 'DT',
    },
    {
      name: 'Harbor Coffee Pier',
      address: 'Pier 17, 89 South Street, New York, NY 10038',
      timeZone: 'America/New_York',
      isDefault: false,
      receiptPrefix: 'PR',
    },
  ],
  'Bluebird Dental': [
    {
      name: 'Bluebird Dental — Mission Street',
      address: '2400 Mission Street, Suite 3, San Francisco, CA 94110',
      timeZone: 'America/Los_Angeles',
      isDefault: true,
      receiptPrefix: 'MS',
    },
  ],
};

export const locationsSeed = seedPerTenant(DEMO_LOCATIONS, async ({ tx }, tenantId, locations) => {
  await insertDemoRows(tx, 'locations', tenantId, locations, (location) => ({
    name: location.name,
    address: location.address,
    time_zone: location.timeZone,
    is_default: location.isDefault,
    receipt_prefix: location.receiptPrefix,
  }));
});
