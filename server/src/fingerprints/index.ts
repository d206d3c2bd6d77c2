// Enrolled fingerprints (spec §3, §7 /fingerprints): one's own, or a member's as a tenant admin.
// Matching a touch at an install is the installs module's.
export { fingerprintRoutes as fingerprintsModule } from './fingerprints-routes';
