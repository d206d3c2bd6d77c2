// Admin's public face: its declaration (routes, titles, the layout with its navigation).
export { adminApp } from './routes';
