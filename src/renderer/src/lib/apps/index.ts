// The app catalogue.
export { APPS, type AppDefinition, type AppId } from './app-catalogue';
