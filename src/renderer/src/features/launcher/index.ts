// The launcher feature: the app grid at /.
export { LauncherPage } from './launcher-page';
