// Who may do what with sales: selling needs `sp` at a station and `spWithoutInstall` in a
// browser; reading every sale needs transactionsView, while the point of sale sees only the recent
// sales of its own station (or, in a browser, the caller's own), for reprints and refunds.
import { hasPermission } from '@shared/permissions';
import type { TenantContext } from '../auth/request-context';
import { forbidden } from '../http/errors';

/** How far back the point of sale sees its own sales without transactionsView. */
export const RECENT_SALES_HOURS = 24;

export type SalesVisibility =
  { kind: 'all' } | { kind: 'station'; installId: string } | { kind: 'browser'; accountId: string };

export function maySell(context: TenantContext): boolean {
  const feature = context.installId === null ? 'spWithoutInstall' : 'sp';
  return hasPermission(context.permissions, 'sales', feature);
}

/** 403 unless the caller may use the point of sale where they are (station or browser). */
export function assertMaySell(context: TenantContext): void {
  if (maySell(context)) return;
  throw forbidden(
    context.installId === null
      ? 'Selling in a browser needs the point of sale permission without a station.'
      : 'Selling at this station needs the point of sale permission.',
  );
}

export function salesVisibility(context: TenantContext): SalesVisibility {
  if (hasPermission(context.permissions, 'sales', 'transactionsView')) return { kind: 'all' };
  assertMaySell(context);
  return context.installId === null
    ? { kind: 'browser', accountId: context.accountId }
    : { kind: 'station', installId: context.installId };
}
