// Tenants: the switcher dialog and the impersonation icon the shell places in the top bar.
export { ImpersonationIcon } from './impersonation-icon';
export { TenantSwitcher } from './tenant-switcher';
