// Contract of the transactions list's choices (issue 16): the staff members and stations a list
// of sales can be narrowed to (GET /sales/sales?staffId=&installId=).
import { z } from 'zod';

export const TRANSACTION_PATHS = {
  /** GET: the tenant's staff members and stations, by name. */
  filterOptions: '/sales/transactions/filter-options',
} as const;

const optionSchema = z.object({ id: z.uuid(), name: z.string() });

export const transactionFilterOptionsSchema = z.object({
  staff: z.array(optionSchema),
  stations: z.array(optionSchema),
});
export type TransactionFilterOptions = z.infer<typeof transactionFilterOptionsSchema>;
