// Tenants: the switcher dialog and the impersonation icon the shell places in the top bar.
export { ImpersonationIcon } from './impersonation-icon';
export { TenantSwitcher, type TenantSwitcherProps } from './tenant-switcher';
export { TENANT_MESSAGES } from './messages';
