// Page titles.
export { usePageTitle } from './use-page-title';
export { useScreenPageTitle } from './use-screen-page-title';
