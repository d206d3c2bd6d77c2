// The support feature: the help widget hook, the support desk page and the admin index.
export { AdminIndexPage } from './admin-index-page';
export { SupportDeskPage } from './support-desk-page';
export { SUPPORT_MESSAGES } from './messages';
export { useSupportWidget } from './use-support-widget';
