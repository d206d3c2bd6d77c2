// Page titles.
export { usePageTitle } from './use-page-title';
