// The platform status feature: the incident icon of the top bar.
export { PlatformStatusIcon } from './platform-status-icon';
export { PLATFORM_STATUS_MESSAGES } from './messages';
