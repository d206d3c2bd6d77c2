// The station's cash drawer (src/shared/sales/drawers.ts): its open drawer, opening with a
// counted float, paid in / paid out / no-sale, the count at close and the end-of-day (Z) report.
import { buildPath } from '@shared/paths';
import {
  DRAWER_PATHS,
  drawerReportSchema,
  drawerSchema,
  type closeDrawerRequestSchema,
  type Drawer,
  type DrawerReport,
  type drawerMovementRequestSchema,
  type openDrawerRequestSchema,
} from '@shared/sales/drawers';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { isApiError, type HttpClient } from '../../../api';
import { useSuiteApi } from '../../../lib/use-suite-api';
import { salesKey } from './sales';

export type OpenDrawerRequest = z.input<typeof openDrawerRequestSchema>;
export type DrawerMovementRequest = z.input<typeof drawerMovementRequestSchema>;
export type CloseDrawerRequest = z.input<typeof closeDrawerRequestSchema>;

export interface DrawersApi {
  /** This station's open drawer; null when none is open (the server's 404). */
  current(signal?: AbortSignal): Promise<Drawer | null>;
  open(request: OpenDrawerRequest): Promise<Drawer>;
  /** The movement's id makes a resend count once. */
  move(drawerId: string, request: DrawerMovementRequest): Promise<Drawer>;
  close(drawerId: string, request: CloseDrawerRequest): Promise<Drawer>;
  report(drawerId: string, signal?: AbortSignal): Promise<DrawerReport>;
}

export function createDrawersApi(client: HttpClient): DrawersApi {
  return {
    current: async (signal) => {
      try {
        return await client.get(DRAWER_PATHS.current, drawerSchema, signal);
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    open: (request) => client.post(DRAWER_PATHS.drawers, request, drawerSchema),
    move: (drawerId, request) =>
      client.post(buildPath(DRAWER_PATHS.movements, { id: drawerId }), request, drawerSchema),
    close: (drawerId, request) =>
      client.post(buildPath(DRAWER_PATHS.close, { id: drawerId }), request, drawerSchema),
    report: (drawerId, signal) =>
      client.get(buildPath(DRAWER_PATHS.report, { id: drawerId }), drawerReportSchema, signal),
  };
}

export function useDrawersApi(): DrawersApi {
  return useSuiteApi(createDrawersApi);
}

/**
 * Under the sales key: a sale, refund or void completed at the till refreshes the sales, and with
 * them the cash the drawer expects.
 */
export function drawersKey(tenantId: string) {
  return [...salesKey(tenantId), 'drawers'] as const;
}

export function currentDrawerQuery(api: DrawersApi, tenantId: string, installId: string) {
  return queryOptions({
    queryKey: [...drawersKey(tenantId), 'current', installId] as const,
    queryFn: ({ signal }) => api.current(signal),
  });
}

export function drawerReportQuery(api: DrawersApi, tenantId: string, drawerId: string) {
  return queryOptions({
    queryKey: [...drawersKey(tenantId), 'report', drawerId] as const,
    queryFn: ({ signal }) => api.report(drawerId, signal),
  });
}
