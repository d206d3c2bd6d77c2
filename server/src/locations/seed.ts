// The core app's part of the demo seed: each tenant's sites.
import { insertDemoRows, seedPerTenant } from '../db/demo-seed';

const SAN_FRANCISCO = 'America/Los_Angeles';

// A type, not an interface: the seed's rows are records (insertDemoRows).
type DemoLocation = { name: string; address: string; timeZone: string };

/** By tenant name (db/demo-seed.ts). */
export const DEMO_LOCATIONS: Readonly<Record<string, readonly DemoLocation[]>> = {
  'Harbor Coffee': [
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
  'Bluebird Dental': [
    {
      name: 'Bluebird Dental — Mission Street',
      address: '2400 Mission Street, Suite 3, San Francisco, CA 94110',
      timeZone: SAN_FRANCISCO,
    },
  ],
};

export const locationsSeed = seedPerTenant(DEMO_LOCATIONS, async ({ tx }, tenantId, locations) => {
  await insertDemoRows(tx, 'locations', tenantId, locations, (location) => ({
    name: location.name,
    address: location.address,
    time_zone: location.timeZone,
  }));
});
