// Customers' public face: its declaration (routes, titles, launcher entry).
export { crmApp } from './routes';
