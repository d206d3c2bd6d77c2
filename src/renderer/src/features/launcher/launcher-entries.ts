// The rule that shows a launcher entry only when its path or one of its sub-paths may be reached
// (spec §2 Launcher). The entries themselves come from the apps' declarations, composed by app/.
import { canReachPath, type AccessContext } from '@shared/route-access';
import type { LauncherEntry, Suite } from '../../lib/apps';

/**
 * The entries the context may see, each with only its reachable sub-items. An entry whose own
 * path is out of reach opens its first reachable sub-item instead.
 */
export function visibleEntries(suite: Suite, context: AccessContext): LauncherEntry[] {
  const reachable = (path: string) => canReachPath(suite.access, path, context);
  return suite.launcher.flatMap((candidate) => {
    const subItems = candidate.subItems.filter((item) => reachable(item.path));
    const first = subItems[0];
    if (reachable(candidate.path)) return [{ ...candidate, subItems }];
    if (first === undefined) return [];
    return [{ ...candidate, path: first.path, subItems }];
  });
}
