// After a write of ours: our own tab hears no realtime event for it, so the screen refreshes the
// current tenant's queries of that kind (keys start [tenantId, kind]) itself.
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from './use-session';

export function useRefreshTenantData(kind: string): () => Promise<void> {
  const queryClient = useQueryClient();
  const tenantId = useSession()?.tenantId ?? '';
  return () => queryClient.invalidateQueries({ queryKey: [tenantId, kind] });
}
