// The core app's reference list (spec §3 "core locations"): the tenant's sites, read by every
// member of the tenant.
import { tableList, type ReferenceListRoute } from '../reference-lists/reference-list';

export const LOCATIONS_REFERENCE_LISTS: readonly ReferenceListRoute[] = [
  tableList('coreLocations', 'locations', ['address', 'time_zone AS "timeZone"']),
];
