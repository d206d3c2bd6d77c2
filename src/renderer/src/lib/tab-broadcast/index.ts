// Tab-to-tab messages: logout, user activity and permission changes.
export { createTabBroadcast, type TabBroadcast, type TabMessage } from './tab-broadcast';
