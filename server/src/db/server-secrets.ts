// Secrets the server makes for itself on first start and keeps in `server_secrets`, so restarts
// and several processes on one database agree on them: the identity provider's keys, the realtime
// app's credentials, the status admin token and the support widget's signing secret.
import type { Queryable } from './database';

/**
 * The secret called `name`, created with `create` if there is none yet. When two processes race,
 * the first insert wins and both read it.
 */
export async function loadOrCreateServerSecret(
  db: Queryable,
  name: string,
  create: () => string,
): Promise<string> {
  await db.query(
    'INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
    [name, create()],
  );
  const [row] = await db.query<{ value: string }>(
    'SELECT value FROM server_secrets WHERE name = $1',
    [name],
  );
  if (row === undefined) throw new Error(`The server secret ${name} was not stored.`);
  return row.value;
}
