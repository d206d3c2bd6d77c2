// Realtime channels and events (spec §4 "Realtime connection", §9 channel prefixes): what the
// reference server publishes and the web app subscribes to, over the Pusher protocol v7.
import { z } from 'zod';

export const REALTIME_CHANNEL_PREFIXES = {
  /** One account's own events. */
  account: 'private-a-',
  /** Everyone acting in a tenant. */
  tenant: 'private-t-',
  /** The tenant's administrators only. */
  tenantAdmin: 'private-tam-',
} as const;

export function accountChannel(accountId: string): string {
  return `${REALTIME_CHANNEL_PREFIXES.account}${accountId}`;
}

export function tenantChannel(tenantId: string): string {
  return `${REALTIME_CHANNEL_PREFIXES.tenant}${tenantId}`;
}

export function tenantAdminChannel(tenantId: string): string {
  return `${REALTIME_CHANNEL_PREFIXES.tenantAdmin}${tenantId}`;
}

/** Event names the server publishes. */
export const REALTIME_EVENTS = {
  /** On private-a-{accountId}: the account's effective permissions or tenants changed. */
  permissionsChanged: 'permissions-changed',
  /** On private-t-{tenantId}: the tenant itself changed (name, apps). */
  tenantChanged: 'tenant-changed',
  /** On private-tam-{tenantId}: an admin list changed. */
  accountsChanged: 'accounts-changed',
  rolesChanged: 'roles-changed',
  installsChanged: 'installs-changed',
  identityProviderChanged: 'identity-provider-changed',
} as const;
export type RealtimeEventName = (typeof REALTIME_EVENTS)[keyof typeof REALTIME_EVENTS];

/** The data of permissions-changed: which tenant changed (null: all of the account's tenants). */
export const permissionsChangedSchema = z.object({ tenantId: z.uuid().nullable() });
export type PermissionsChanged = z.infer<typeof permissionsChangedSchema>;

/** The data of the admin list events: the id of the changed item, or null for many. */
export const adminListChangedSchema = z.object({ id: z.string().nullable() });
export type AdminListChanged = z.infer<typeof adminListChangedSchema>;
