// The session layer's public face: store wiring, the hooks screens use, and its shared texts.
export { endSessionAtom, sessionAtom } from './session-atoms';
export { initSessionStore } from './session-store';
export { PERSISTENT_KEYS, SESSION_KEYS } from './storage-keys';
export { requestAuth } from './impersonation';
export { searchTenants, trimPathAtFirstUuid, type SwitchableTenant } from './tenant-list';
export {
  useCompleteSignIn,
  useDisableIdleTimeout,
  useImpersonation,
  useSwitchTenant,
  useTenants,
} from './use-session-controls';
export { useAccessState, useCurrentUser, useSession } from './use-session';
export { useRefreshTenantData } from './use-refresh-tenant-data';
export { useSignIn } from './use-sign-in';
export { useSignOut } from './use-sign-out';
export { useLogoutCause } from './use-logout-cause';
export { useBrowserId } from './use-browser-id';
export { SESSION_MESSAGES } from './messages';
export { PermissionsFailedMessage } from './permissions-failed-message';
export { startSessionKeeper } from './session-keeper';
export { startLastAccessKeeper } from './last-access-keeper';
export {
  initInstallStore,
  installAtom,
  installDetectedAtom,
  installLostAtom,
  useInstall,
} from './install';
