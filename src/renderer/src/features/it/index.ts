// IT's public face: its declaration (the support desk page's route and title).
export { itApp } from './routes';
