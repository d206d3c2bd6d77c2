// Realtime channels and events (spec §4 "Realtime connection", §9 channel prefixes): what the
// reference server publishes and the web app subscribes to, over the Pusher protocol v7.
import * as z from 'zod/mini';

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
  /** On private-a-{accountId}: an invitation to a tenant arrived, was withdrawn or answered. */
  invitationsChanged: 'invitations-changed',
  /** On private-t-{tenantId}: the tenant itself changed (name, apps). */
  tenantChanged: 'tenant-changed',
  /** On private-tam-{tenantId}: an admin list changed. */
  accountsChanged: 'accounts-changed',
  rolesChanged: 'roles-changed',
  installsChanged: 'installs-changed',
  identityProviderChanged: 'identity-provider-changed',
  /** On private-t-{tenantId}, `<app>.<resource>.changed` (design suite-apps.md), data `{ id }`. */
  salesCatalogueChanged: 'sales.catalogue.changed',
  salesSalesChanged: 'sales.sales.changed',
  salesGiftCardsChanged: 'sales.gift-cards.changed',
  salesDrawersChanged: 'sales.drawers.changed',
  salesFulfillmentChanged: 'sales.fulfillment.changed',
} as const;
export type RealtimeEventName = (typeof REALTIME_EVENTS)[keyof typeof REALTIME_EVENTS];

/** The data of permissions-changed: which tenant changed (null: all of the account's tenants). */
export const permissionsChangedSchema = z.object({ tenantId: z.nullable(z.uuid()) });
export type PermissionsChanged = z.infer<typeof permissionsChangedSchema>;

/** The data of the admin list events: the id of the changed item, or null for many. */
export const adminListChangedSchema = z.object({ id: z.nullable(z.string()) });
export type AdminListChanged = z.infer<typeof adminListChangedSchema>;

/** The data of `<app>.<resource>.changed`: the changed item's id, or null for many. */
export const resourceChangedSchema = z.object({ id: z.nullable(z.string()) });

/** pusher-js socket ids look like "123.456" (the server's pusher:connection_established). */
export const REALTIME_SOCKET_ID_PATTERN = /^\d+\.\d+$/;

export { REALTIME_PATHS } from './realtime-paths';

export type RealtimeChannelKind = keyof typeof REALTIME_CHANNEL_PREFIXES;

export interface RealtimeChannel {
  kind: RealtimeChannelKind;
  /** The account id (kind 'account') or tenant id. */
  id: string;
}

const channelIdSchema = z.uuid();

/** What a channel name names, or null for a name that is none of the three channel kinds. */
export function parseRealtimeChannel(name: string): RealtimeChannel | null {
  for (const kind of Object.keys(REALTIME_CHANNEL_PREFIXES) as RealtimeChannelKind[]) {
    const prefix = REALTIME_CHANNEL_PREFIXES[kind];
    if (!name.startsWith(prefix)) continue;
    const id = channelIdSchema.safeParse(name.slice(prefix.length));
    return id.success ? { kind, id: id.data } : null;
  }
  return null;
}

/**
 * POST {auth}/realtime/auth. pusher-js sends it form-encoded; JSON is accepted too. Other fields
 * pusher-js may add (its `params` option) are ignored.
 */
export const channelAuthorizationRequestSchema = z.object({
  socket_id: z
    .string()
    .check(
      z.regex(
        REALTIME_SOCKET_ID_PATTERN,
        'Send the socket id pusher-js was given, such as 123.456.',
      ),
    ),
  channel_name: z
    .string()
    .check(
      z.refine(
        (name: string) => parseRealtimeChannel(name) !== null,
        'Name a channel private-a-{accountId}, private-t-{tenantId} or private-tam-{tenantId}.',
      ),
    ),
});
export type ChannelAuthorizationRequest = z.infer<typeof channelAuthorizationRequestSchema>;

/** `auth` is "key:signature" for the pusher:subscribe frame. */
export const channelAuthorizationResponseSchema = z.object({
  auth: z.string().check(z.minLength(1)),
});
export type ChannelAuthorizationResponse = z.infer<typeof channelAuthorizationResponseSchema>;

// The HTTP trigger API (Pusher's REST API, as the `pusher` npm SDK calls it): POST
// /apps/{appId}/events and /apps/{appId}/batch_events, signed in the query string.

/** Pusher's limits: event data up to 10 KB, 100 channels per event, 10 events per batch. */
export const REALTIME_TRIGGER_LIMITS = {
  dataBytes: 10_240,
  channelsPerEvent: 100,
  eventsPerBatch: 10,
  eventNameLength: 200,
  channelNameLength: 164,
} as const;

export const triggerPathParamsSchema = z.object({ appId: z.string().check(z.minLength(1)) });

/** The signature parameters; other query parameters (such as `info`) are signed too. */
export const triggerQuerySchema = z.catchall(
  z.object({
    auth_key: z.string().check(z.minLength(1)),
    auth_timestamp: z.string().check(z.regex(/^\d+$/)),
    auth_version: z.string().check(z.minLength(1)),
    auth_signature: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
    body_md5: z.optional(z.string()),
  }),
  z.string(),
);
export type TriggerQuery = z.infer<typeof triggerQuerySchema>;

const triggerChannelSchema = z
  .string()
  .check(
    z.maxLength(
      REALTIME_TRIGGER_LIMITS.channelNameLength,
      'A channel name has at most 164 characters.',
    ),
    z.regex(/^[A-Za-z0-9_\-=@,.;]+$/, 'A channel name has only letters, digits and _-=@,.;'),
  );

const triggerEventFields = {
  name: z.string().check(
    z.minLength(1, 'Name the event.'),
    z.maxLength(
      REALTIME_TRIGGER_LIMITS.eventNameLength,
      'An event name has at most 200 characters.',
    ),
    z.refine(
      (name: string) => !/^pusher(_internal)?:/.test(name),
      'Event names starting with pusher: or pusher_internal: are reserved.',
    ),
  ),
  data: z
    .string('The data must be a string (JSON-encode objects).')
    .check(
      z.refine(
        (data: string) =>
          new TextEncoder().encode(data).length <= REALTIME_TRIGGER_LIMITS.dataBytes,
        'The data is larger than 10 KB.',
      ),
    ),
  socket_id: z.optional(z.string().check(z.regex(REALTIME_SOCKET_ID_PATTERN, 'Not a socket id.'))),
  /** Pusher's experimental attribute query; accepted and ignored. */
  info: z.optional(z.string()),
};

export const triggerEventSchema = z
  .object({
    ...triggerEventFields,
    channel: z.optional(triggerChannelSchema),
    channels: z.optional(
      z
        .array(triggerChannelSchema)
        .check(
          z.minLength(1, 'Name at least one channel.'),
          z.maxLength(
            REALTIME_TRIGGER_LIMITS.channelsPerEvent,
            'Trigger to at most 100 channels at once.',
          ),
        ),
    ),
  })
  .check(
    z.refine(
      (event) => (event.channel === undefined) !== (event.channels === undefined),
      'Name either channel or channels.',
    ),
  );
export type TriggerEvent = z.infer<typeof triggerEventSchema>;

export const triggerBatchSchema = z.object({
  batch: z
    .array(z.object({ ...triggerEventFields, channel: triggerChannelSchema }))
    .check(
      z.minLength(1, 'Send at least one event.'),
      z.maxLength(REALTIME_TRIGGER_LIMITS.eventsPerBatch, 'Send at most 10 events per batch.'),
    ),
});
export type TriggerBatch = z.infer<typeof triggerBatchSchema>;

/** Both trigger calls answer an empty object. */
export const triggerResponseSchema = z.object({});
