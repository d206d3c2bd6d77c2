// Display's public face: its declaration (routes, titles, launcher entry).
export { displayApp } from './routes';
