// The permissions map's schema (permissions.ts has its type and checks).
import * as z from 'zod/mini';
import type { Permissions } from './permissions';

export const permissionsSchema: z.ZodMiniType<Permissions> = z.record(
  z.string(),
  z.record(z.string(), z.boolean()),
);
