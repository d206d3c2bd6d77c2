// The time zone a shop's days and times are read in: the chosen location's, else the tenant's
// default location's (the locations list gives it first), else this machine's.
import { useReferenceList } from './reference-caches';

export function useShopTimeZone(locationId: string | null = null): string {
  const locations = useReferenceList('coreLocations');
  return (
    (locationId === null ? undefined : locations.get(locationId)?.timeZone) ??
    locations.values().next().value?.timeZone ??
    Intl.DateTimeFormat().resolvedOptions().timeZone
  );
}
