// Error reporting's public face: start it from the runtime configuration, report what the app
// catches, and the root's error boundary.
export { reportError, startErrorReporting } from './error-reporting';
export { ErrorReportingBoundary } from './error-reporting-boundary';
