// Zyno Desktop's own pages: station detection and registration.
export { desktopPages } from './routes';
