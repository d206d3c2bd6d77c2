// Support requests (the built-in support form, spec §7): send one as whoever is signed in, and a
// system administrator's reads — one page of one status, newest first, or one request — and
// closing or reopening one.
import { buildPath } from '@shared/paths';
import type { Page } from '@shared/paging';
import {
  SUPPORT_REQUEST_PATHS,
  supportRequestSchema,
  supportRequestsPageSchema,
  type CreateSupportRequest,
  type SupportRequest,
  type SupportRequestStatus,
  type SupportRequestStatusFilter,
  type SupportRequestSummary,
} from '@shared/support/support-requests';
import { z } from 'zod';
import type { HttpClient } from './http-client';

export interface SupportRequestsApi {
  create(request: CreateSupportRequest): Promise<{ id: string }>;
  list(
    query: { status: SupportRequestStatusFilter; cursor: string | undefined },
    signal?: AbortSignal,
  ): Promise<Page<SupportRequestSummary>>;
  get(id: string, signal?: AbortSignal): Promise<SupportRequest>;
  setStatus(id: string, status: SupportRequestStatus): Promise<SupportRequest>;
}

export function createSupportRequestsApi(client: HttpClient): SupportRequestsApi {
  return {
    create: (request) =>
      client.request(
        { method: 'POST', path: SUPPORT_REQUEST_PATHS.requests, body: request },
        z.object({ id: z.uuid() }),
      ),
    list: ({ status, cursor }, signal) => {
      const query = new URLSearchParams({ status, ...(cursor === undefined ? {} : { cursor }) });
      return client.request(
        { method: 'GET', path: `${SUPPORT_REQUEST_PATHS.requests}?${query.toString()}`, signal },
        supportRequestsPageSchema,
      );
    },
    get: (id, signal) =>
      client.request(
        { method: 'GET', path: buildPath(SUPPORT_REQUEST_PATHS.request, { id }), signal },
        supportRequestSchema,
      ),
    setStatus: (id, status) =>
      client.request(
        {
          method: 'PUT',
          path: buildPath(SUPPORT_REQUEST_PATHS.status, { id }),
          body: { status },
        },
        supportRequestSchema,
      ),
  };
}
