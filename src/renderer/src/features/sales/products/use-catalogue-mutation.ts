// A change to the catalogue from the back office: on success every products query of the tenant
// is refetched (this tab hears no realtime event of its own change) and the screen says so.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showSuccess } from '../../../ui';
import { productsKey } from './products-api';
import { useTenantId } from './products-access';

export function useCatalogueMutation<Variables, Result>(
  change: (variables: Variables) => Promise<Result>,
  options: { success?: string; onSuccess?: (result: Result) => void } = {},
) {
  const queryClient = useQueryClient();
  const tenantId = useTenantId();
  return useMutation({
    mutationFn: change,
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: productsKey(tenantId) });
      if (options.success !== undefined) showSuccess(options.success);
      options.onSuccess?.(result);
    },
  });
}
