// MSP tenants (spec §3 "msp tenants", §6): the tenants a signed-in user may switch into without a
// membership. Who may is the auth context's rule (auth/tenant-access.ts).
export { mspRoutes as mspModule } from './msp-routes';
