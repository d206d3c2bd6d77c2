// The session layer's public face: store wiring, the hooks screens use, and its shared texts.
export { endSessionAtom, sessionAtom } from './session-atoms';
export { initSessionStore } from './session-store';
export { PERSISTENT_KEYS, SESSION_KEYS } from './storage-keys';
export {
  ImpersonationError,
  impersonationKind,
  requestAuth,
  startTenantImpersonation,
  startUserImpersonation,
  stopImpersonation,
  type ImpersonationKind,
} from './impersonation';
export { searchTenants, trimPathAtFirstUuid, type SwitchableTenant } from './tenant-list';
export {
  useCompleteSignIn,
  useDisableIdleTimeout,
  useIdleTimeoutDisabled,
  useImpersonation,
  useSwitchTenant,
  useTenants,
  type Impersonation,
} from './use-session-controls';
export { useAccessState, useCurrentUser, useSession } from './use-session';
export { useSignIn } from './use-sign-in';
export { useSignOut } from './use-sign-out';
export { useLogoutCause } from './use-logout-cause';
export { useBrowserId } from './use-browser-id';
export { SESSION_MESSAGES } from './messages';
export {
  RENEW_WHEN_UNDER_MS,
  startSessionKeeper,
  TOKEN_CHECK_INTERVAL_MS,
  type SessionKeeper,
} from './session-keeper';
export {
  initInstallStore,
  installAtom,
  installDetectedAtom,
  installLostAtom,
  useInstall,
} from './install';
