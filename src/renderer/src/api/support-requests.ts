// Support requests (the built-in support form, spec §7): send one as whoever is signed in, and a
// system administrator's reads — one page, newest first, or one request.
import { buildPath } from '@shared/paths';
import type { Page } from '@shared/paging';
import {
  SUPPORT_REQUEST_PATHS,
  supportRequestSchema,
  supportRequestsPageSchema,
  type CreateSupportRequest,
  type SupportRequest,
  type SupportRequestSummary,
} from '@shared/support/support-requests';
import { z } from 'zod';
import type { HttpClient } from './http-client';

export interface SupportRequestsApi {
  create(request: CreateSupportRequest): Promise<{ id: string }>;
  list(cursor: string | undefined, signal?: AbortSignal): Promise<Page<SupportRequestSummary>>;
  get(id: string, signal?: AbortSignal): Promise<SupportRequest>;
}

export function createSupportRequestsApi(client: HttpClient): SupportRequestsApi {
  return {
    create: (request) =>
      client.request(
        { method: 'POST', path: SUPPORT_REQUEST_PATHS.requests, body: request },
        z.object({ id: z.uuid() }),
      ),
    list: (cursor, signal) =>
      client.request(
        {
          method: 'GET',
          path:
            cursor === undefined
              ? SUPPORT_REQUEST_PATHS.requests
              : `${SUPPORT_REQUEST_PATHS.requests}?${new URLSearchParams({ cursor }).toString()}`,
          signal,
        },
        supportRequestsPageSchema,
      ),
    get: (id, signal) =>
      client.request(
        { method: 'GET', path: buildPath(SUPPORT_REQUEST_PATHS.request, { id }), signal },
        supportRequestSchema,
      ),
  };
}
