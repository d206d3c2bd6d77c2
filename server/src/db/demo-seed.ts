// The demo data every fresh database starts with (shared/design/demo-seed.md): tenants, roles and
// accounts with stable names that documentation, demos and tests rely on, and the single sign-on
// side: the local identity provider's directory and Harbor Coffee's link to it.
import { PERMISSION_AREAS, type Permissions } from '@shared/permissions';
import { hashSecret } from '../auth/passwords';
import { LOCAL_IDENTITY_ISSUER } from '../sso/local-identity-issuer';
import { takeBootstrapLock, type Database, type Queryable } from './database';
import { insertReferenceData } from './reference-seed';

/** The web password of every demo account except the single-sign-on one. */
export const DEMO_PASSWORD = 'zyno-demo-pass';

interface DemoTenant {
  name: string;
  apps: readonly string[];
  isMsp?: boolean;
  /** Customer tenants an MSP tenant manages. */
  manages?: readonly string[];
  roles?: Readonly<Record<string, Permissions>>;
}

interface DemoMembership {
  tenant: string;
  isAdmin?: boolean;
  isFavorite?: boolean;
  roles?: readonly string[];
  /** Granted on the membership itself, on top of the roles. */
  permissions?: Permissions;
}

export interface DemoAccount {
  firstName: string;
  lastName: string;
  email: string;
  /** Signs in only through single sign-on: no password. */
  ssoOnly?: boolean;
  /** Desktop sign-in at an install: username and 8-digit PIN. */
  desktop?: { username: string; pin: string };
  isSysAdmin?: boolean;
  memberships: readonly DemoMembership[];
}

/** Every feature of every app; MSP switching belongs to MSP tenants' technicians only. */
const everyPermission: Permissions = Object.fromEntries(
  Object.entries(PERMISSION_AREAS)
    .filter(([app]) => app !== 'msp')
    .map(([app, features]) => [
      app,
      Object.fromEntries(features.map((feature) => [feature, true])),
    ]),
);

const ownPassword = { changePassword: true, manageFingerprints: true };

export const DEMO_TENANTS: readonly DemoTenant[] = [
  {
    name: 'Harbor Coffee',
    apps: ['crm', 'display', 'forms', 'inventory', 'sales', 'talk'],
    roles: {
      Administrator: everyPermission,
      Manager: {
        sales: {
          fulfillmentEdit: true,
          fulfillmentView: true,
          productsView: true,
          giftCardsView: true,
          reportsView: true,
          transactionsView: true,
          sp: true,
          spWithoutInstall: true,
        },
        crm: { membershipsRead: true },
        talk: {},
        core: ownPassword,
      },
      Cashier: { sales: { sp: true }, core: ownPassword },
    },
  },
  {
    name: 'Bluebird Dental',
    apps: ['crm', 'forms', 'talk'],
    roles: { 'Front Desk': { crm: { membershipsRead: true }, forms: {}, talk: {} } },
  },
  {
    name: 'Northwind IT',
    apps: [],
    isMsp: true,
    manages: ['Harbor Coffee', 'Bluebird Dental'],
    roles: { Technician: { msp: { login: true } } },
  },
  { name: 'Zyno Operations', apps: [] },
];

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    firstName: 'Ava',
    lastName: 'Admin',
    email: 'ava.admin@harbor.example',
    desktop: { username: 'ava', pin: '11112222' },
    memberships: [{ tenant: 'Harbor Coffee', isAdmin: true, roles: ['Administrator'] }],
  },
  {
    firstName: 'Max',
    lastName: 'Manager',
    email: 'max.manager@harbor.example',
    desktop: { username: 'max', pin: '33334444' },
    memberships: [{ tenant: 'Harbor Coffee', roles: ['Manager'] }],
  },
  {
    firstName: 'Casey',
    lastName: 'Cashier',
    email: 'casey.cashier@harbor.example',
    desktop: { username: 'casey', pin: '55556666' },
    memberships: [{ tenant: 'Harbor Coffee', roles: ['Cashier'] }],
  },
  {
    firstName: 'Sam',
    lastName: 'Sso',
    email: 'sam.sso@harbor.example',
    ssoOnly: true,
    memberships: [{ tenant: 'Harbor Coffee', permissions: { crm: {}, talk: {} } }],
  },
  {
    firstName: 'Nina',
    lastName: 'Noperm',
    email: 'nina.noperm@harbor.example',
    memberships: [{ tenant: 'Harbor Coffee' }],
  },
  {
    firstName: 'Morgan',
    lastName: 'Multi',
    email: 'morgan.multi@harbor.example',
    memberships: [
      { tenant: 'Harbor Coffee', permissions: { crm: {}, forms: {} } },
      { tenant: 'Bluebird Dental', isFavorite: true, roles: ['Front Desk'] },
    ],
  },
  {
    firstName: 'Tom',
    lastName: 'Tech',
    email: 'tom.tech@northwind.example',
    memberships: [{ tenant: 'Northwind IT', isAdmin: true, roles: ['Technician'] }],
  },
  {
    firstName: 'Sys',
    lastName: 'Admin',
    email: 'sysadmin@zyno.example',
    isSysAdmin: true,
    memberships: [{ tenant: 'Zyno Operations', isAdmin: true }],
  },
];

export interface DemoDirectoryUser {
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * The local identity provider's directory (it stands in for Microsoft and Google); each signs in
 * there with DEMO_PASSWORD. Sam Sso is a Zyno account already; Dana Directory is not, so
 * importing Harbor Coffee's matched directory users adds her; Owen Outside is outside Harbor
 * Coffee's domain.
 */
export const DEMO_DIRECTORY_USERS: readonly DemoDirectoryUser[] = [
  { firstName: 'Sam', lastName: 'Sso', email: 'sam.sso@harbor.example' },
  { firstName: 'Dana', lastName: 'Directory', email: 'dana.directory@harbor.example' },
  { firstName: 'Owen', lastName: 'Outside', email: 'owen.outside@elsewhere.example' },
];

/** Tenants linked to the local identity provider, with the e-mail domains it signs in. */
export const DEMO_IDENTITY_PROVIDER_LINKS: readonly { tenant: string; domains: string[] }[] = [
  { tenant: 'Harbor Coffee', domains: ['harbor.example'] },
];

/** Whether the demo accounts are in the database (so the start-up banner may list them). */
export async function hasDemoAccounts(db: Queryable): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM accounts WHERE email = $1', [DEMO_ACCOUNTS[0]?.email]);
  return rows.length > 0;
}

/**
 * Seeds the demo data when the database has no tenants and no accounts, in one transaction.
 * Resolves to whether it did.
 */
export async function seedDemoData(database: Database): Promise<boolean> {
  if (!(await isEmpty(database))) return false;
  const secrets = await hashDemoSecrets();
  const directoryPasswordHash = await hashSecret(DEMO_PASSWORD);
  return database.transaction(async (tx) => {
    await takeBootstrapLock(tx);
    if (!(await isEmpty(tx))) return false;
    const tenantIds = await insertTenants(tx);
    const roleIds = await insertRoles(tx, tenantIds);
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      const hashes = secrets[index];
      if (hashes === undefined) throw new Error(`No hashes for ${account.email}.`);
      await insertAccount(tx, account, hashes, tenantIds, roleIds);
    }
    await insertSingleSignOn(tx, directoryPasswordHash, tenantIds);
    await insertReferenceData(tx, tenantIds);
    return true;
  });
}

interface DemoSecrets {
  passwordHash: string | null;
  pinHash: string | null;
}

/** Hashed before the transaction opens, in parallel, so the transaction stays short. */
function hashDemoSecrets(): Promise<DemoSecrets[]> {
  return Promise.all(
    DEMO_ACCOUNTS.map(async (account) => ({
      passwordHash: account.ssoOnly === true ? null : await hashSecret(DEMO_PASSWORD),
      pinHash: account.desktop === undefined ? null : await hashSecret(account.desktop.pin),
    })),
  );
}

async function isEmpty(db: Queryable): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM tenants UNION ALL SELECT 1 FROM accounts LIMIT 1');
  return rows.length === 0;
}

function lookUp(ids: ReadonlyMap<string, string>, key: string): string {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`The demo seed refers to unknown "${key}".`);
  return id;
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
  for (const msp of DEMO_TENANTS) {
    for (const customer of msp.manages ?? []) {
      await tx.query(
        'INSERT INTO msp_managed_tenants (msp_tenant_id, customer_tenant_id) VALUES ($1, $2)',
        [lookUp(ids, msp.name), lookUp(ids, customer)],
      );
    }
  }
  return ids;
}

/** Role ids keyed by "tenant/role". */
async function insertRoles(
  tx: Queryable,
  tenantIds: ReadonlyMap<string, string>,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const tenant of DEMO_TENANTS) {
    for (const [name, permissions] of Object.entries(tenant.roles ?? {})) {
      const [row] = await tx.query<{ id: string }>(
        'INSERT INTO roles (tenant_id, name, permissions) VALUES ($1, $2, $3::jsonb) RETURNING id',
        [lookUp(tenantIds, tenant.name), name, JSON.stringify(permissions)],
      );
      if (row === undefined) throw new Error(`Inserting role ${name} returned no row.`);
      ids.set(`${tenant.name}/${name}`, row.id);
    }
  }
  return ids;
}

async function insertAccount(
  tx: Queryable,
  account: DemoAccount,
  secrets: DemoSecrets,
  tenantIds: ReadonlyMap<string, string>,
  roleIds: ReadonlyMap<string, string>,
): Promise<void> {
  const authMech = [
    account.ssoOnly === true ? 'sso' : 'password',
    ...(account.desktop === undefined ? [] : ['pin']),
  ];
  // Managed by the tenant of its first membership (docs/security.md).
  const managingTenant = account.memberships[0]?.tenant;
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO accounts
       (email, first_name, last_name, auth_mech, is_sys_admin, username, password_hash, pin_hash,
        managing_tenant_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      account.email,
      account.firstName,
      account.lastName,
      authMech,
      account.isSysAdmin === true,
      account.desktop?.username ?? null,
      secrets.passwordHash,
      secrets.pinHash,
      managingTenant === undefined ? null : lookUp(tenantIds, managingTenant),
    ],
  );
  if (row === undefined) throw new Error(`Inserting account ${account.email} returned no row.`);
  for (const membership of account.memberships) {
    const tenantId = lookUp(tenantIds, membership.tenant);
    await tx.query(
      `INSERT INTO memberships (account_id, tenant_id, is_admin, is_favorite, permissions)
       VALUES ($1, $2, $3, $4, $5::jsonb)`,
      [
        row.id,
        tenantId,
        membership.isAdmin === true,
        membership.isFavorite === true,
        JSON.stringify(membership.permissions ?? {}),
      ],
    );
    for (const role of membership.roles ?? []) {
      await tx.query(
        'INSERT INTO account_roles (account_id, tenant_id, role_id) VALUES ($1, $2, $3)',
        [row.id, tenantId, lookUp(roleIds, `${membership.tenant}/${role}`)],
      );
    }
  }
}

/**
 * The local identity provider's directory, the tenants linked to it, and the provider identity
 * of each directory user who has a Zyno account.
 */
async function insertSingleSignOn(
  tx: Queryable,
  passwordHash: string,
  tenantIds: ReadonlyMap<string, string>,
): Promise<void> {
  for (const user of DEMO_DIRECTORY_USERS) {
    await tx.query(
      `WITH directory_user AS (
         INSERT INTO idp_directory_users (email, first_name, last_name, password_hash)
         VALUES ($1, $2, $3, $4) RETURNING id, email
       )
       INSERT INTO sso_identities (account_id, issuer, subject)
       SELECT a.id, $5, d.id::text FROM directory_user d JOIN accounts a ON a.email = d.email`,
      [user.email, user.firstName, user.lastName, passwordHash, LOCAL_IDENTITY_ISSUER],
    );
  }
  for (const link of DEMO_IDENTITY_PROVIDER_LINKS) {
    await tx.query(
      `INSERT INTO identity_providers (tenant_id, provider, domains, status, linked_at)
       VALUES ($1, 'local', $2, 'linked', now())`,
      [lookUp(tenantIds, link.tenant), link.domains],
    );
  }
}
