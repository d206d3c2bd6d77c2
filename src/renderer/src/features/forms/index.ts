// Forms' public face: its declaration (routes, titles, launcher entry).
export { formsApp } from './routes';
