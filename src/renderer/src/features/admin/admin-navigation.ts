// The admin navigation's sections and entries, and the rule that shows an entry only when the
// user may open it: the same access the route guard applies, from the admin app's own routes.
import { canReachPath, type AccessContext } from '@shared/route-access';
import { subAppOf, type PathOf } from '../../lib/apps';
import { ADMIN_MESSAGES } from './messages';
import { adminApp } from './routes';

type AdminPath = PathOf<typeof adminApp>;

interface AdminNavEntry {
  label: string;
  path: AdminPath;
}

export interface AdminNavSection {
  label: string;
  entries: readonly AdminNavEntry[];
}

const SECTIONS: readonly {
  label: string;
  paths: readonly AdminPath[];
  sysAdminOnly?: boolean;
}[] = [
  {
    label: ADMIN_MESSAGES.identityAndAccess,
    paths: [
      '/admin/iam/users',
      '/admin/iam/roles',
      '/admin/iam/permissions',
      '/admin/iam/idp',
      '/admin/iam/stations',
      '/admin/iam/sign-ins',
    ],
  },
  {
    label: ADMIN_MESSAGES.sales,
    paths: ['/admin/sales/payments', '/admin/sales/quickbooks', '/admin/sales/fulfillment'],
  },
  { label: ADMIN_MESSAGES.talk, paths: ['/admin/talk/numbers', '/admin/talk/endpoints'] },
  { label: ADMIN_MESSAGES.support, paths: ['/admin/support/requests'], sysAdminOnly: true },
];

/**
 * The sections with the entries the context may open; a section with none is left out, and a
 * system administrators' section for everyone else.
 */
export function visibleAdminSections(
  context: AccessContext,
  isSysAdmin = false,
): AdminNavSection[] {
  return SECTIONS.flatMap((section) => {
    if (section.sysAdminOnly === true && !isSysAdmin) return [];
    const entries = section.paths
      .filter((path) => canReachPath(adminApp.routes, path, context))
      .map((path) => ({ label: subAppOf(adminApp, path), path }));
    return entries.length === 0 ? [] : [{ label: section.label, entries }];
  });
}
