// The launcher feature: the app grid at /, and the same entries as the top bar's popover panel.
export { LauncherPage } from './launcher-page';
export { LauncherPanel } from './launcher-panel';
export { LAUNCHER_MESSAGES } from './messages';
