// Sign-in activity (docs/sign-in-activity.md): the sign-in attempts a tenant's administrators
// may read, paged or exported as CSV.
export { signInActivityRoutes as signInActivityModule } from './sign-in-activity-routes';
