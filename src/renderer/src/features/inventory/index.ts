// Inventory's public face: its declaration (routes, titles, launcher entry).
export { inventoryApp } from './routes';
