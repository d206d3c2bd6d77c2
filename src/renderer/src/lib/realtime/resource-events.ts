// The one handler of `<app>.<resource>.changed` (design suite-apps.md): each app declares which
// query keys each of its resources feeds, and an event on the tenant channel invalidates those
// keys of that tenant, so every open screen (another station's till among them) refetches.
import { resourceChangedSchema } from '@shared/realtime';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * An app's realtime resources: for each `<resource>` its events name, the query-key prefixes
 * (after the tenant id) that hold it. `app` is the event's first segment (`sales`).
 */
export interface AppRealtimeResources {
  app: string;
  resources: Readonly<Record<string, readonly (readonly string[])[]>>;
}

/** `<app>.<resource>.changed`: app and resource are lowercase words joined by dashes. */
const RESOURCE_EVENT = /^([a-z][a-z0-9-]*)\.([a-z][a-z0-9-]*)\.changed$/;

/** The keys of the tenant that `event` invalidates; none for an event no app declares. */
export function keysForResourceEvent(
  apps: readonly AppRealtimeResources[],
  tenantId: string,
  event: string,
): QueryKey[] {
  const match = RESOURCE_EVENT.exec(event);
  if (match === null) return [];
  const [, app, resource] = match;
  const declared = apps.find((candidate) => candidate.app === app)?.resources;
  if (declared === undefined || resource === undefined || !Object.hasOwn(declared, resource)) {
    return [];
  }
  return (declared[resource] ?? []).map((prefix) => [tenantId, ...prefix]);
}

/** What a tenant channel needs to refresh the apps' resources. */
export interface ResourceEventTarget {
  tenantId: string;
  apps: readonly AppRealtimeResources[];
  queryClient: QueryClient;
}

/**
 * The callback for pusher-js's `bind_global` on private-t-{tenantId}: invalidates the keys an
 * app's resource event names. Events of another shape, or with data that is not the contract's,
 * change nothing.
 */
export function resourceEventHandler({
  tenantId,
  apps,
  queryClient,
}: ResourceEventTarget): (event: string, data: unknown) => void {
  return (event, data) => {
    const keys = keysForResourceEvent(apps, tenantId, event);
    if (keys.length === 0 || !resourceChangedSchema.safeParse(data).success) return;
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
}
