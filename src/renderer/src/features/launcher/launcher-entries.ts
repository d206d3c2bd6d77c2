// The launcher's entries and sub-items exactly as spec §2 lists them, and the rule that shows
// an entry only when its path or one of its sub-paths may be reached.
import { canReachPath, type AccessContext } from '@shared/route-access';
import { APPS, type AppDefinition } from '../../lib/apps';

interface LauncherLink {
  label: string;
  path: string;
}

export interface LauncherEntry extends LauncherLink {
  app: AppDefinition;
  subItems: readonly LauncherLink[];
}

const entry = (app: AppDefinition, subItems: readonly LauncherLink[] = []): LauncherEntry => ({
  app,
  label: app.name,
  path: app.path,
  subItems,
});

const LAUNCHER_ENTRIES: readonly LauncherEntry[] = [
  entry(APPS.crm, [{ label: 'Memberships', path: '/crm/memberships' }]),
  entry(APPS.display),
  entry(APPS.forms),
  entry(APPS.inventory),
  entry(APPS.sales, [
    { label: 'Gift Cards', path: '/sales/gift-cards' },
    { label: 'Products', path: '/sales/config/products' },
    { label: 'Reports', path: '/sales/reports' },
    { label: 'Transactions', path: '/sales/transactions' },
    { label: 'Fulfillment', path: '/sales/fulfillment' },
  ]),
  entry(APPS.talk),
];

/**
 * The entries the context may see, each with only its reachable sub-items. An entry whose own
 * path is out of reach opens its first reachable sub-item instead.
 */
export function visibleEntries(context: AccessContext): LauncherEntry[] {
  return LAUNCHER_ENTRIES.flatMap((candidate) => {
    const subItems = candidate.subItems.filter((item) => canReachPath(item.path, context));
    const first = subItems[0];
    if (canReachPath(candidate.path, context)) return [{ ...candidate, subItems }];
    if (first === undefined) return [];
    return [{ ...candidate, path: first.path, subItems }];
  });
}
