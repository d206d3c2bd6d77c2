// Which tenant a fresh session starts in (spec §4 Session start 4): the stored tenant if the user
// is still a member, else the favourite, else the first.
import type { Tenant } from '@shared/auth/sign-in';

export function chooseTenant(
  tenants: readonly Tenant[],
  preferredId: string | null,
): Tenant | null {
  return (
    tenants.find((tenant) => tenant.id === preferredId) ??
    tenants.find((tenant) => tenant.isFavorite) ??
    tenants[0] ??
    null
  );
}
