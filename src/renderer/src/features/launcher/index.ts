// The launcher feature: the app grid at /, and the same entries as the top bar's popover panel.
export { LauncherPanel } from './launcher-panel';
export { launcherPages } from './routes';
