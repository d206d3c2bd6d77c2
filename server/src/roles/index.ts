// Roles (spec §6, §7 /roles; the "auth roles" reference list of spec §3): named permission maps
// a tenant's members hold, managed by the tenant's administrators.
export { rolesRoutes as rolesModule } from './roles-routes';
