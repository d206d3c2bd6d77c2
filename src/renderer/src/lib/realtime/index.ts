// The realtime connection (Pusher protocol) and what it does with the events it receives.
export { startRealtime, type Realtime } from './realtime-connection';
export { tenantAdminChannelAtom, useTenantAdminChannel } from './tenant-admin-channel';
