// The platform status feature: the incident icon of the top bar.
export { PlatformStatusIcon } from './platform-status-icon';
