// The tenant a request acts in, from the tenant id header (api-headers.ts).
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { API_HEADERS } from '@shared/api-headers';
import { validationFailed } from '../http/errors';

const tenantIdSchema = z.uuid();

export function requestedTenantId(request: FastifyRequest): string {
  const value = request.headers[API_HEADERS.tenantId.toLowerCase()];
  if (value === undefined || value === '') {
    throw validationFailed(`The ${API_HEADERS.tenantId} header is required.`);
  }
  const tenantId = tenantIdSchema.safeParse(value);
  if (!tenantId.success) {
    throw validationFailed(`The ${API_HEADERS.tenantId} header must be one tenant id (a uuid).`);
  }
  return tenantId.data;
}
