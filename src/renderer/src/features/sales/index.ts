// Sales' public face: its declaration (routes, titles, launcher entry).
export { salesApp } from './routes';
