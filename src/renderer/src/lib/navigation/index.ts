// Navigation between pages on either router: the hooks, the link and the redirect, the public
// pages' history router and the build prerender's fixed address. The signed-in router's adapter
// is router-navigation.tsx.
export { usePageLocation, usePageNavigate, usePageSearchParams } from './navigation';
export { PageLink, Redirect } from './page-link';
export { HistoryNavigation } from './history-navigation';
export { StaticNavigation } from './static-navigation';
