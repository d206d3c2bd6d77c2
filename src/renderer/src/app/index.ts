// The app layer's public face for the entry point.
export { startApp } from './start-app';
export { BootErrorPage } from './pages/boot-error-page';
export { APP_MESSAGES } from './messages';
export { renderInstead, renderOverPrerendered } from './prerendered-page';
