// Navigation between pages on either router: the hooks, the link and the redirect, and the
// public pages' history router. The signed-in router's adapter is router-navigation.tsx.
export { usePageLocation, usePageNavigate, usePageSearchParams } from './navigation';
export { PageLink, Redirect } from './page-link';
export { HistoryNavigation } from './history-navigation';
