// The core app's reference list (spec §3 "core locations"): the tenant's sites, read by every
// member of the tenant.
import { NAME_ORDER, type ReferenceListRoute } from '../reference-lists/reference-list';

export const LOCATIONS_REFERENCE_LISTS: readonly ReferenceListRoute[] = [
  {
    list: 'coreLocations',
    access: { app: null },
    sql: `SELECT id, name, address, time_zone AS "timeZone"
            FROM locations WHERE tenant_id = $1 ORDER BY ${NAME_ORDER('name', 'id')}`,
  },
];
