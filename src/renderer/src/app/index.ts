// The app layer's public face for the entry point.
export { createApp } from './create-app';
export { BootErrorPage } from './pages/boot-error-page';
