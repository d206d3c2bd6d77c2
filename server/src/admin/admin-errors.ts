// The errors of the admin calls beyond the common ones: 404 for targets outside the tenant, 409
// for names taken and for changes that would break a rule (last administrator, yourself).
import { ApiError } from '../http/errors';

export function notFoundInTenant(what: string, id: string): ApiError {
  return new ApiError(404, 'not_found', `There is no ${what} ${id} in this tenant.`);
}

export function conflict(message: string): ApiError {
  return new ApiError(409, 'conflict', message);
}

/** The constraint a write broke when it hit a unique index (both engines report it). */
export function uniqueViolation(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  if (!('code' in error) || error.code !== '23505') return null;
  return 'constraint' in error && typeof error.constraint === 'string' ? error.constraint : '';
}
