// Contracts of GET /msp/tenants (spec §3 "msp tenants" reference list, §6 tenant list): the
// tenants the signed-in user may switch into without being a member — for MSP staff with
// msp.login the customer tenants their MSP manages, for system administrators every tenant.
import * as z from 'zod/mini';
import { tenantSchema } from '../auth/sign-in';

export const MSP_PATHS = { tenants: '/msp/tenants' } as const;

/**
 * Shaped like the identity's tenants so the switcher can merge both lists. Entering one sets
 * the masquerade tenant header; it carries the tenant's admin rights, hence `isAdmin: true`.
 */
export const mspTenantSchema = z.extend(tenantSchema, {
  isFavorite: z.literal(false),
  isAdmin: z.literal(true),
  isMspTenant: z.literal(true),
  /** The MSP tenant that manages it; null when reached as a system administrator. */
  mspTenantId: z.nullable(z.uuid()),
});
export type MspTenant = z.infer<typeof mspTenantSchema>;

/** Ordered by name; tenants the user is a member of are left out. */
export const mspTenantsResponseSchema = z.array(mspTenantSchema);
