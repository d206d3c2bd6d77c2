// The session layer's public face: store wiring, the hooks screens use, and its shared texts.
export { endSessionAtom, sessionAtom } from './session-atoms';
export { initSessionStore } from './session-store';
export { PERSISTENT_KEYS, SESSION_KEYS } from './storage-keys';
export { requestAuth } from './impersonation';
export { searchTenants, trimPathAtFirstUuid, type SwitchableTenant } from './tenant-list';
export {
  useDisableIdleTimeout,
  useImpersonation,
  useSwitchTenant,
  useTenants,
} from './use-session-controls';
export { useSession } from './use-session';
export { useAccessState, useCurrentUser } from './use-access-state';
export { useRefreshTenantData } from './use-refresh-tenant-data';
export { useCompleteSignIn, useSignIn } from './use-sign-in';
export { useSignOut } from './use-sign-out';
export { useLogoutCause } from './use-logout-cause';
export { useBrowserId } from './use-browser-id';
export { SESSION_MESSAGES } from './messages';
export { PermissionsFailedMessage } from './permissions-failed-message';
export { startSessionKeeper } from './session-keeper';
export { startLastAccessKeeper } from './last-access-keeper';
export { installAtom, installDetectedAtom, installLostAtom, useInstall } from './install';
export { initInstallStore } from './install-store';
