import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  keysForResourceEvent,
  resourceEventHandler,
  type AppRealtimeResources,
} from './resource-events';

const TENANT = '0b6f3c1e-8a52-4d5e-9a43-1f2d3c4b5a60';
const OTHER_TENANT = '7d1e2f30-4b5c-4d6e-8f90-a1b2c3d4e5f6';

const APPS: AppRealtimeResources[] = [
  {
    app: 'sales',
    resources: {
      catalogue: [['sales', 'catalogue']],
      'gift-cards': [
        ['sales', 'gift-cards'],
        ['sales', 'sales'],
      ],
    },
  },
  { app: 'talk', resources: { calls: [['talk', 'calls']] } },
];

describe('keysForResourceEvent', () => {
  it("maps `<app>.<resource>.changed` to the tenant's keys the app declares for it", () => {
    expect(keysForResourceEvent(APPS, TENANT, 'sales.catalogue.changed')).toEqual([
      [TENANT, 'sales', 'catalogue'],
    ]);
    expect(keysForResourceEvent(APPS, TENANT, 'sales.gift-cards.changed')).toEqual([
      [TENANT, 'sales', 'gift-cards'],
      [TENANT, 'sales', 'sales'],
    ]);
    expect(keysForResourceEvent(APPS, TENANT, 'talk.calls.changed')).toEqual([
      [TENANT, 'talk', 'calls'],
    ]);
  });

  it('maps nothing for other apps, undeclared resources and names of another shape', () => {
    for (const event of [
      'crm.contacts.changed',
      'sales.drawers.changed',
      'sales.toString.changed',
      'sales.constructor.changed',
      'sales.catalogue.updated',
      'sales.catalogue',
      'roles-changed',
      'pusher:subscription_succeeded',
    ]) {
      expect(keysForResourceEvent(APPS, TENANT, event), event).toEqual([]);
    }
  });
});

describe('resourceEventHandler', () => {
  function seededClient(): QueryClient {
    const client = new QueryClient();
    for (const key of [
      [TENANT, 'sales', 'catalogue'],
      [TENANT, 'sales', 'sales', 'recent', { q: '' }],
      [TENANT, 'talk', 'calls'],
      [OTHER_TENANT, 'sales', 'catalogue'],
    ]) {
      client.setQueryData(key, 'held');
    }
    return client;
  }

  function invalidated(client: QueryClient): unknown[] {
    return client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey);
  }

  it("invalidates the event's keys of this tenant only, sub-keys included", () => {
    const client = seededClient();
    const handle = resourceEventHandler({ tenantId: TENANT, apps: APPS, queryClient: client });
    handle('sales.gift-cards.changed', { id: null });
    expect(invalidated(client)).toEqual([[TENANT, 'sales', 'sales', 'recent', { q: '' }]]);
    handle('sales.catalogue.changed', { id: 'a1' });
    expect(invalidated(client)).toContainEqual([TENANT, 'sales', 'catalogue']);
    expect(invalidated(client)).not.toContainEqual([OTHER_TENANT, 'sales', 'catalogue']);
  });

  it('ignores an event whose data is not `{ id }`', () => {
    const client = seededClient();
    const handle = resourceEventHandler({ tenantId: TENANT, apps: APPS, queryClient: client });
    handle('sales.catalogue.changed', 'not an object');
    handle('sales.catalogue.changed', { id: 7 });
    expect(invalidated(client)).toEqual([]);
  });
});
