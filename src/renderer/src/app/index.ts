// The app layer's public face for the entry point.
export { startVisit } from './start-visit';
