// Legal page paths.
export { LEGAL_PATHS } from './legal-paths';
