// Zyno Desktop's own screens: station detection and registration.
export { DetectInstallPage } from './detect-install-page';
export { RegisterStationPage } from './register-station-page';
