// The admin side of accounts in the auth family (src/shared/accounts): the tenant's members one
// page at a time, a member's page, adding (a new account, or an invitation when another tenant
// manages the address), changing, removing, the membership's own permissions, setting a secret,
// clearing sign-in locks, pending invitations, and the roles there are to give.
import {
  ACCOUNTS_PATHS,
  accountDetailSchema,
  accountSchema,
  accountsPageSchema,
  type Account,
  type AccountDetail,
  type AccountsListQuery,
  type AccountsPage,
  type CreateAccountRequest,
  type UpdateAccountRequest,
} from '@shared/accounts/accounts';
import {
  INVITATIONS_PATHS,
  tenantInvitationSchema,
  tenantInvitationsResponseSchema,
  type TenantInvitation,
} from '@shared/accounts/invitations';
import { PASSWORD_PATHS, type SecretKind } from '@shared/auth/passwords';
import { buildPath } from '@shared/paths';
import type { Permissions } from '@shared/permissions';
import { ROLES_PATHS, rolesResponseSchema, type Role } from '@shared/roles/roles';
import { z } from 'zod';
import type { HttpClient } from './http-client';

/** What POST /accounts did: 201 with the new account, or 202 with an invitation. */
export type AddedAccount =
  { kind: 'created'; account: Account } | { kind: 'invited'; invitation: TenantInvitation };

const addedSchema = z.union([
  tenantInvitationSchema
    .strict()
    .transform((invitation) => ({ kind: 'invited' as const, invitation })),
  accountSchema.transform((account) => ({ kind: 'created' as const, account })),
]);

export interface AccountsApi {
  list(query: AccountsListQuery, signal?: AbortSignal): Promise<AccountsPage>;
  get(id: string, signal?: AbortSignal): Promise<AccountDetail>;
  create(body: CreateAccountRequest): Promise<AddedAccount>;
  update(id: string, body: UpdateAccountRequest): Promise<Account>;
  /** Deletes an account the tenant manages, else ends its membership here. */
  remove(id: string): Promise<void>;
  setPermissions(id: string, permissions: Permissions): Promise<Account>;
  setSecret(accountId: string, kind: SecretKind, secret: string): Promise<void>;
  unlock(id: string): Promise<void>;
  invitations(signal?: AbortSignal): Promise<TenantInvitation[]>;
  withdrawInvitation(id: string): Promise<void>;
  roles(signal?: AbortSignal): Promise<Role[]>;
}

function listPath(query: AccountsListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query) as [string, string | number | undefined][]) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search === '' ? ACCOUNTS_PATHS.accounts : `${ACCOUNTS_PATHS.accounts}?${search}`;
}

export function createAccountsApi(client: HttpClient): AccountsApi {
  const account = (id: string) => buildPath(ACCOUNTS_PATHS.account, { id });
  const permissionsOf = (id: string) => buildPath(ACCOUNTS_PATHS.accountPermissions, { id });
  return {
    list: (query, signal) =>
      client.request({ method: 'GET', path: listPath(query), signal }, accountsPageSchema),
    get: (id, signal) =>
      client.request({ method: 'GET', path: account(id), signal }, accountDetailSchema),
    create: (body) =>
      client.request({ method: 'POST', path: ACCOUNTS_PATHS.accounts, body }, addedSchema),
    update: (id, body) => client.request({ method: 'PUT', path: account(id), body }, accountSchema),
    remove: (id) => client.send({ method: 'DELETE', path: account(id) }),
    setPermissions: (id, permissions) =>
      client.request(
        { method: 'PUT', path: permissionsOf(id), body: { permissions } },
        accountSchema,
      ),
    setSecret: (accountId, kind, password) =>
      client.send({
        method: 'PUT',
        path: PASSWORD_PATHS.setPassword,
        body: { accountId, kind, password },
      }),
    unlock: (id) =>
      client.send({ method: 'DELETE', path: buildPath(ACCOUNTS_PATHS.accountSignInLocks, { id }) }),
    invitations: (signal) =>
      client.request(
        { method: 'GET', path: INVITATIONS_PATHS.tenantInvitations, signal },
        tenantInvitationsResponseSchema,
      ),
    withdrawInvitation: (id) =>
      client.send({
        method: 'DELETE',
        path: buildPath(INVITATIONS_PATHS.tenantInvitation, { id }),
      }),
    roles: (signal) =>
      client.request({ method: 'GET', path: ROLES_PATHS.roles, signal }, rolesResponseSchema),
  };
}
