// The one error shape every API answers with: `{ error: { code, message, details? } }`.
import * as z from 'zod/mini';

export type { ApiErrorCode } from './api-error-codes';

export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.optional(z.unknown()),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
