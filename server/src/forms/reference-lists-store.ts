// The forms app's reference list (spec §3 "forms"): read by members of a tenant that has the app,
// with or without a forms permission.
import { NAME_ORDER, type ReferenceListRoute } from '../reference-lists/reference-list';

export const FORMS_REFERENCE_LISTS: readonly ReferenceListRoute[] = [
  {
    list: 'forms',
    access: { app: 'forms', needsPermission: false },
    sql: `SELECT id, name, description
            FROM forms WHERE tenant_id = $1 ORDER BY ${NAME_ORDER('name', 'id')}`,
  },
];
