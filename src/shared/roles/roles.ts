// Contracts of role management in the auth family (spec §6 "Roles and accounts each have
// management calls, with separate permission updates"): a tenant's named permission maps.
import { z } from 'zod';
import { singleLineText } from '../fields';
import { PERMISSION_AREAS, type Permissions } from '../permissions';

export const ROLES_PATHS = {
  roles: '/roles',
  role: '/roles/:id',
  rolePermissions: '/roles/:id/permissions',
} as const;

const knownFeatures: Readonly<Record<string, readonly string[]>> = PERMISSION_AREAS;

/**
 * A permission map an administrator may grant: apps and features of PERMISSION_AREAS only.
 * An app entry with no features grants the app itself (spec §6).
 */
export const permissionGrantsSchema = z
  .record(z.string(), z.record(z.string(), z.boolean()))
  .superRefine((map, context) => {
    for (const [app, features] of Object.entries(map)) {
      const allowed = Object.hasOwn(knownFeatures, app) ? knownFeatures[app] : undefined;
      if (allowed === undefined) {
        context.addIssue({ code: 'custom', path: [app], message: `There is no app "${app}".` });
        continue;
      }
      for (const feature of Object.keys(features)) {
        if (!allowed.includes(feature)) {
          context.addIssue({
            code: 'custom',
            path: [app, feature],
            message: `The app "${app}" has no feature "${feature}".`,
          });
        }
      }
    }
  });

export const roleNameSchema = singleLineText()
  .min(1, 'Enter a name for the role.')
  .max(100, 'A role name may be at most 100 characters long.');

export const roleIdParamsSchema = z.object({ id: z.uuid('The role id must be a uuid.') });

export const roleSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  permissions: z.record(z.string(), z.record(z.string(), z.boolean())),
  /** The members of the tenant who hold the role. */
  accountIds: z.array(z.uuid()),
});
export type Role = z.infer<typeof roleSchema>;

export const rolesResponseSchema = z.array(roleSchema);

export const createRoleRequestSchema = z
  .object({ name: roleNameSchema, permissions: permissionGrantsSchema.default({}) })
  .strict();
export type CreateRoleRequest = z.input<typeof createRoleRequestSchema>;

export const renameRoleRequestSchema = z.object({ name: roleNameSchema }).strict();
export type RenameRoleRequest = z.infer<typeof renameRoleRequestSchema>;

/** PUT /roles/{id}/permissions and PUT /accounts/{id}/permissions: the whole map, replaced. */
export const permissionsUpdateSchema = z.object({ permissions: permissionGrantsSchema }).strict();
export type PermissionsUpdate = { permissions: Permissions };
