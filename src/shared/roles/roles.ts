// Contracts of role management in the auth family (spec §6 "Roles and accounts each have
// management calls, with separate permission updates"): a tenant's named permission maps.
import { z } from 'zod';
import { singleLineText } from '../text-fields';
import { listQuerySchema, pageSchema } from '../paging';
import { PERMISSION_AREAS, type Permissions } from '../permissions';
import { permissionsSchema } from '../permissions-schema';
import { parsePermissionKey } from './permission-catalogue';

export const ROLES_PATHS = {
  roles: '/roles',
  role: '/roles/:id',
  rolePermissions: '/roles/:id/permissions',
  permissionMatrix: '/roles/permission-matrix',
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

/** GET /roles: each role with how many members hold it. */
export const roleListItemSchema = roleSchema.extend({
  memberCount: z.number().int().nonnegative(),
});
export type RoleListItem = z.infer<typeof roleListItemSchema>;

export const rolesResponseSchema = z.array(roleListItemSchema);

/**
 * DELETE /roles/{id}: a role members still hold is refused (409, `roleInUseDetailsSchema` in the
 * error's details) unless `reassignTo` names another role of the tenant; then every holder is
 * given that role and the deleted one goes, in one transaction.
 */
export const deleteRoleQuerySchema = z
  .object({ reassignTo: z.uuid('reassignTo must be the id of another role.').optional() })
  .strict();
export type DeleteRoleQuery = z.infer<typeof deleteRoleQuerySchema>;

export const roleInUseDetailsSchema = z.object({ memberCount: z.number().int().positive() });

export const createRoleRequestSchema = z
  .object({ name: roleNameSchema, permissions: permissionGrantsSchema.default({}) })
  .strict();
export type CreateRoleRequest = z.input<typeof createRoleRequestSchema>;

export const renameRoleRequestSchema = z.object({ name: roleNameSchema }).strict();
export type RenameRoleRequest = z.infer<typeof renameRoleRequestSchema>;

/** PUT /roles/{id}/permissions and PUT /accounts/{id}/permissions: the whole map, replaced. */
export const permissionsUpdateSchema = z.object({ permissions: permissionGrantsSchema }).strict();
export type PermissionsUpdate = { permissions: Permissions };

/** The matrix's sort columns: by name (first, then last) or e-mail address. */
export const PERMISSION_MATRIX_SORTS = ['name', 'email'] as const;

const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * GET /roles/permission-matrix: the tenant's members, paged by name, each with the roles they
 * hold and their own per-member grants; `q` searches names, e-mail and username, `roleId` keeps
 * the holders of one role, `key` (`sales` or `sales.sp`) those granted that app or feature.
 */
export const permissionMatrixQuerySchema = listQuerySchema
  .extend({
    sort: z
      .enum([...PERMISSION_MATRIX_SORTS, ...PERMISSION_MATRIX_SORTS.map((s) => `-${s}` as const)])
      .optional(),
    q: optionalFilter(singleLineText().max(200, 'q may be at most 200 characters long.')),
    roleId: optionalFilter(z.uuid('roleId must be a role id.')),
    key: optionalFilter(
      z
        .string()
        .max(100)
        .refine((name) => parsePermissionKey(name) !== null, {
          message: 'key must be an app or app.feature of the permission catalogue.',
        }),
    ),
  })
  .strict();
/** What a client sends; each value as the query string carries it. */
export interface PermissionMatrixQuery {
  q?: string | undefined;
  roleId?: string | undefined;
  key?: string | undefined;
  sort?: z.infer<typeof permissionMatrixQuerySchema>['sort'];
  cursor?: string | undefined;
  limit?: number | undefined;
}

export const permissionMatrixRowSchema = z.object({
  accountId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** The roles of the tenant the member holds. */
  roleIds: z.array(z.uuid()),
  /** What the membership grants on top of the roles (the per-user override). */
  overrides: permissionsSchema,
});
export type PermissionMatrixRow = z.infer<typeof permissionMatrixRowSchema>;

export const permissionMatrixPageSchema = pageSchema(permissionMatrixRowSchema);
