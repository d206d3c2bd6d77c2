// The accounts module's part of the demo seed: the demo accounts with their secrets, the tenants
// they belong to, their roles there, and what their memberships grant.
import type { Permissions } from '@shared/permissions';
import { hashSecret } from '../auth/passwords';
import type { Queryable } from '../db/database';
import { DEMO_PASSWORD, type DemoSeed } from '../db/demo-seed';

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

/** Whether the demo accounts are in the database (so the start-up banner may list them). */
export async function hasDemoAccounts(db: Queryable): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM accounts WHERE email = $1', [DEMO_ACCOUNTS[0]?.email]);
  return rows.length > 0;
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

export const accountsSeed: DemoSeed = async () => {
  const secrets = await hashDemoSecrets();
  return async ({ tx, tenantId }) => {
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      const hashes = secrets[index];
      if (hashes === undefined) throw new Error(`No hashes for ${account.email}.`);
      await insertAccount(tx, account, hashes, tenantId);
    }
  };
};

async function insertAccount(
  tx: Queryable,
  account: DemoAccount,
  secrets: DemoSecrets,
  tenantId: (name: string) => string,
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
      managingTenant === undefined ? null : tenantId(managingTenant),
    ],
  );
  if (row === undefined) throw new Error(`Inserting account ${account.email} returned no row.`);
  for (const membership of account.memberships) {
    const membershipTenantId = tenantId(membership.tenant);
    await tx.query(
      `INSERT INTO memberships (account_id, tenant_id, is_admin, is_favorite, permissions)
       VALUES ($1, $2, $3, $4, $5::jsonb)`,
      [
        row.id,
        membershipTenantId,
        membership.isAdmin === true,
        membership.isFavorite === true,
        JSON.stringify(membership.permissions ?? {}),
      ],
    );
    for (const role of membership.roles ?? []) {
      const inserted = await tx.query(
        `INSERT INTO account_roles (account_id, tenant_id, role_id)
         SELECT $1, $2, id FROM roles WHERE tenant_id = $2 AND name = $3 RETURNING 1`,
        [row.id, membershipTenantId, role],
      );
      if (inserted.length === 0) {
        throw new Error(`The demo seed refers to unknown "${membership.tenant}/${role}".`);
      }
    }
  }
}
