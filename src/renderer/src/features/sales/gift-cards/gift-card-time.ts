// Times in the gift cards back office, in the shop's time zone (its first location's), like the
// transactions it links to.
import { useReferenceList } from '../../../lib/reference-data';

export function useShopTimeZone(): string {
  const locations = useReferenceList('coreLocations');
  return (
    locations.values().next().value?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone
  );
}
