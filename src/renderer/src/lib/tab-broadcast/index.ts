// Tab-to-tab messages: logout, user activity and permission changes.
export {
  createTabBroadcast,
  TAB_CHANNEL_NAME,
  type TabBroadcast,
  type TabMessage,
} from './tab-broadcast';
