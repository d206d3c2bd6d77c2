// The talk app's reference lists (spec §3): access, numbers, extensions, endpoint configs and
// FreePBX registrations, read by members with the talk permission in a tenant that has the app.
import { NAME_ORDER, type ReferenceListRoute } from '../reference-lists/reference-list';

const talk = { app: 'talk', needsPermission: true } as const;

export const TALK_REFERENCE_LISTS: readonly ReferenceListRoute[] = [
  {
    list: 'talkAccess',
    access: talk,
    // Named after the member; one member may use several extensions.
    sql: `SELECT ta.id, a.first_name || ' ' || a.last_name AS name, ta.account_id AS "accountId",
                 ta.extension_id AS "extensionId", ta.level
            FROM talk_access ta JOIN accounts a ON a.id = ta.account_id
           WHERE ta.tenant_id = $1
           ORDER BY ${NAME_ORDER("a.first_name || ' ' || a.last_name", 'ta.id')}`,
  },
  {
    list: 'talkNumbers',
    access: talk,
    sql: `SELECT id, name, e164, extension_id AS "extensionId"
            FROM talk_numbers WHERE tenant_id = $1 ORDER BY ${NAME_ORDER('name', 'id')}`,
  },
  {
    list: 'talkExtensions',
    access: talk,
    sql: `SELECT id, name, number
            FROM talk_extensions WHERE tenant_id = $1 ORDER BY ${NAME_ORDER('name', 'id')}`,
  },
  {
    list: 'talkEndpointConfigs',
    access: talk,
    sql: `SELECT id, name, manufacturer, model
            FROM talk_endpoint_configs WHERE tenant_id = $1 ORDER BY ${NAME_ORDER('name', 'id')}`,
  },
  {
    list: 'talkFpbxRegistrations',
    access: talk,
    sql: `SELECT id, name, host, username, transport
            FROM talk_fpbx_registrations WHERE tenant_id = $1
           ORDER BY ${NAME_ORDER('name', 'id')}`,
  },
];
