// The auth feature's public face: its pages (login, the single sign-on popup's start and return).
export { authPages } from './routes';
