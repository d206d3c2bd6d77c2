// The calls of Admin → Sales → Fulfillment (src/shared/sales/fulfillment.ts): pickup
// instructions, and adding, changing and removing box types. The box types themselves are read
// as the reference list, whose keys ([tenantId, 'reference', …]) a change reloads.
import { queryOptions } from '@tanstack/react-query';
import { useMemo } from 'react';
import { buildPath } from '@shared/paths';
import {
  FULFILLMENT_PATHS,
  boxTypeSchema,
  fulfillmentSettingsSchema,
  type BoxTypeDraft,
  type FulfillmentSettings,
} from '@shared/sales/fulfillment';
import { useApi } from '../../../api';

export function useFulfillmentSettingsApi() {
  const { suite } = useApi();
  return useMemo(
    () => ({
      settings: (signal?: AbortSignal) =>
        suite.get(FULFILLMENT_PATHS.settings, fulfillmentSettingsSchema, signal),
      saveSettings: (settings: FulfillmentSettings) =>
        suite.request(
          { method: 'PUT', path: FULFILLMENT_PATHS.settings, body: settings },
          fulfillmentSettingsSchema,
        ),
      addBoxType: (box: BoxTypeDraft) => suite.post(FULFILLMENT_PATHS.boxTypes, box, boxTypeSchema),
      updateBoxType: (id: string, box: BoxTypeDraft) =>
        suite.request(
          { method: 'PUT', path: buildPath(FULFILLMENT_PATHS.boxType, { id }), body: box },
          boxTypeSchema,
        ),
      removeBoxType: (id: string) =>
        suite.send({ method: 'DELETE', path: buildPath(FULFILLMENT_PATHS.boxType, { id }) }),
    }),
    [suite],
  );
}
export type FulfillmentSettingsApi = ReturnType<typeof useFulfillmentSettingsApi>;

/** The reference lists' keys of the tenant: a box type change reloads them. */
export const referenceKey = (tenantId: string) => [tenantId, 'reference'] as const;

export function settingsQuery(api: FulfillmentSettingsApi, tenantId: string) {
  return queryOptions({
    queryKey: [tenantId, 'sales', 'fulfillment', 'settings'] as const,
    queryFn: ({ signal }) => api.settings(signal),
  });
}
