// The realtime connection (Pusher protocol) and what it does with the events it receives.
export { startRealtime } from './realtime-connection';
export { useTenantAdminChannel } from './tenant-admin-channel';
export type { AppRealtimeResources } from './resource-events';
