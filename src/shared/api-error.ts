// The one error shape every API answers with: `{ error: { code, message, details? } }`.
import { z } from 'zod';

export const API_ERROR_CODES = [
  'validation_failed',
  'invalid_credentials',
  'sso_unavailable',
  'unauthorized',
  'forbidden',
  'not_found',
  'rate_limited',
  'internal',
] as const;

export const apiErrorCodeSchema = z.enum(API_ERROR_CODES);
export type ApiErrorCode = z.infer<typeof apiErrorCodeSchema>;

export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
