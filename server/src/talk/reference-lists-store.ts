// The talk app's reference lists (spec §3): access, numbers, extensions, endpoint configs and
// FreePBX registrations, read by members with the talk permission in a tenant that has the app.
import { NAME_ORDER, tableList, type ReferenceListRoute } from '../reference-lists/reference-list';

export const TALK_REFERENCE_LISTS: readonly ReferenceListRoute[] = [
  {
    list: 'talkAccess',
    // Named after the member; one member may use several extensions.
    sql: `SELECT ta.id, a.first_name || ' ' || a.last_name AS name, ta.account_id AS "accountId",
                 ta.extension_id AS "extensionId", ta.level
            FROM talk_access ta JOIN accounts a ON a.id = ta.account_id
           WHERE ta.tenant_id = $1
           ORDER BY ${NAME_ORDER("a.first_name || ' ' || a.last_name", 'ta.id')}`,
  },
  tableList('talkNumbers', 'talk_numbers', ['e164', 'extension_id AS "extensionId"']),
  tableList('talkExtensions', 'talk_extensions', ['number']),
  tableList('talkEndpointConfigs', 'talk_endpoint_configs', ['manufacturer', 'model']),
  tableList('talkFpbxRegistrations', 'talk_fpbx_registrations', ['host', 'username', 'transport']),
];
