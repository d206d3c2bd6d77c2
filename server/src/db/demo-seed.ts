// The demo data every fresh database starts with (shared/design/demo-seed.md), as a frame every
// module adds its part to: the tenants the parts fill, the runner that gives the parts one
// transaction, and the small helpers they share. Each module's part is its seed.ts, listed in
// the order they build on each other in families/demo-seed.ts.
import { takeBootstrapLock, type Database, type Queryable } from './database';

/** The web password of every demo account except the single-sign-on one. */
export const DEMO_PASSWORD = 'zyno-demo-pass';

interface DemoTenant {
  name: string;
  apps: readonly string[];
  isMsp?: boolean;
}

const DEMO_TENANTS: readonly DemoTenant[] = [
  { name: 'Harbor Coffee', apps: ['crm', 'display', 'forms', 'inventory', 'sales', 'talk'] },
  { name: 'Bluebird Dental', apps: ['crm', 'forms', 'talk'] },
  { name: 'Northwind IT', apps: [], isMsp: true },
  { name: 'Zyno Operations', apps: [] },
];

/** What a module's part of the seed writes with: the transaction and the tenants by name. */
export interface DemoSeedContext {
  tx: Queryable;
  tenantId: (name: string) => string;
}

/**
 * A module's part of the demo seed: slow work (hashing secrets) when called, before the
 * transaction opens; then the function that writes its rows inside it.
 */
export type DemoSeed = () => Promise<(context: DemoSeedContext) => Promise<void>>;

/** A part that writes each tenant's data (`byTenant`, keyed by tenant name) with `insert`. */
export function seedPerTenant<Data>(
  byTenant: Readonly<Record<string, Data>>,
  insert: (context: DemoSeedContext, tenantId: string, data: Data) => Promise<void>,
): DemoSeed {
  return () =>
    Promise.resolve(async (context) => {
      for (const [tenant, data] of Object.entries(byTenant)) {
        await insert(context, context.tenantId(tenant), data);
      }
    });
}

/** The id of `key` in `ids`; throws, naming what the seed referred to, when it is unknown. */
export function lookUp(ids: ReadonlyMap<string, string>, key: string): string {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`The demo seed refers to unknown "${key}".`);
  return id;
}

/** Inserts one row of a tenant's table; the columns come from seed files only. */
export async function insertDemoRow(
  tx: Queryable,
  table: string,
  tenantId: string,
  columns: Readonly<Record<string, unknown>>,
): Promise<string> {
  const names = Object.keys(columns);
  const placeholders = names.map((_, index) => `$${index + 2}`);
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO ${table} (tenant_id, ${names.join(', ')})
     VALUES ($1, ${placeholders.join(', ')}) RETURNING id`,
    [tenantId, ...Object.values(columns)],
  );
  if (row === undefined) throw new Error(`Inserting into ${table} returned no row.`);
  return row.id;
}

type DemoColumns = Readonly<Record<string, unknown>>;

/**
 * Inserts a tenant's rows of `table`, each with the columns `columnsOf` makes of it (the row
 * itself by default); resolves to their ids by name, for the rows that refer to them.
 */
export async function insertDemoRows<Row extends DemoColumns>(
  tx: Queryable,
  table: string,
  tenantId: string,
  rows: readonly Row[] = [],
  columnsOf: (row: Row) => DemoColumns | Promise<DemoColumns> = (row) => row,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const row of rows) {
    const id = await insertDemoRow(tx, table, tenantId, await columnsOf(row));
    if (typeof row.name === 'string') ids.set(row.name, id);
  }
  return ids;
}

/** The id of the account with this e-mail address (seeded by the accounts module). */
export async function demoAccountId(tx: Queryable, email: string): Promise<string> {
  const [row] = await tx.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [email]);
  if (row === undefined) throw new Error(`The demo seed refers to unknown ${email}.`);
  return row.id;
}

async function isEmpty(db: Queryable): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM tenants UNION ALL SELECT 1 FROM accounts LIMIT 1');
  return rows.length === 0;
}

async function insertTenants(tx: Queryable): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const tenant of DEMO_TENANTS) {
    const [row] = await tx.query<{ id: string }>(
      'INSERT INTO tenants (name, apps, is_msp) VALUES ($1, $2, $3) RETURNING id',
      [tenant.name, tenant.apps, tenant.isMsp === true],
    );
    if (row === undefined) throw new Error(`Inserting tenant ${tenant.name} returned no row.`);
    ids.set(tenant.name, row.id);
  }
  return ids;
}

/**
 * Seeds the tenants and then each part, in order, when the database has no tenants and no
 * accounts, in one transaction. Resolves to whether it did.
 */
export async function runDemoSeed(
  database: Database,
  seeds: readonly DemoSeed[],
): Promise<boolean> {
  if (!(await isEmpty(database))) return false;
  const parts: ((context: DemoSeedContext) => Promise<void>)[] = [];
  for (const seed of seeds) parts.push(await seed());
  return database.transaction(async (tx) => {
    await takeBootstrapLock(tx);
    if (!(await isEmpty(tx))) return false;
    const tenantIds = await insertTenants(tx);
    const context: DemoSeedContext = { tx, tenantId: (name) => lookUp(tenantIds, name) };
    for (const part of parts) await part(context);
    return true;
  });
}
