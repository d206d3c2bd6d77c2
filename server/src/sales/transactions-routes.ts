// The transactions list's choices (src/shared/sales/transactions.ts), for whoever reads every
// sale (transactionsView). Read-only; the SQL is in transactions-store.ts.
import { hasPermission } from '@shared/permissions';
import { TRANSACTION_PATHS, transactionFilterOptionsSchema } from '@shared/sales/transactions';
import { tenantContext } from '../auth/request-context';
import { forbidden } from '../http/errors';
import { tenantRoutes } from '../http/tenant-routes';
import { transactionFilterOptions } from './transactions-store';

export const transactionsRoutes = tenantRoutes((app, deps) => {
  app.get(
    TRANSACTION_PATHS.filterOptions,
    { schema: { response: { 200: transactionFilterOptionsSchema } } },
    (request) => {
      const context = tenantContext(request);
      if (!hasPermission(context.permissions, 'sales', 'transactionsView')) {
        throw forbidden('The transactions list needs the transactions permission.');
      }
      return transactionFilterOptions(deps.database, context.tenantId);
    },
  );
});
