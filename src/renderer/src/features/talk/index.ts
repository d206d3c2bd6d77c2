// Talk's public face: its declaration (routes, titles, launcher entry).
export { talkApp } from './routes';
