// Support requests (issue 17): the built-in support form's requests, read by system administrators.
export { supportRequestsRoutes as supportModule } from './support-requests-routes';
