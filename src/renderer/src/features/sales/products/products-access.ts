// Whether the signed-in person may change the catalogue here (sales.productsEdit, or a tenant
// administrator); without it the screens are read-only, showing no edit controls.
import { hasPermission } from '@shared/permissions';
import { useAccessState, useSession } from '../../../lib/session';

export function useMayEditProducts(): boolean {
  const access = useAccessState();
  if (access.status !== 'ready') return false;
  const { permissions, isTenantAdmin } = access.context;
  return isTenantAdmin || hasPermission(permissions, 'sales', 'productsEdit');
}

export function useTenantId(): string {
  return useSession()?.tenantId ?? '';
}
