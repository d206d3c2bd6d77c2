// The user widget (spec §2 Shell, User menu; §6 conditions): avatar, name and tenant, opening the
// user menu with the entries the user may use. A right-click opens the tenant switcher.
import { Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  IconChevronDown,
  IconFingerprint,
  IconKey,
  IconLogout,
  IconSettings,
  IconSwitchHorizontal,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ChangePasswordDialog } from '../../features/account';
import { ManageFingerprintsDialog } from '../../features/fingerprints';
import { TenantSwitcher } from '../../features/tenants';
import { UserAvatar } from '../../lib/avatar';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { useAccessState, useCurrentUser, useSignOut, useTenants } from '../../lib/session';
import { useIdleReady } from '../../lib/when-idle';
import { useFingerprintReader, usePlatform } from '../../platform';
import { APP_MESSAGES } from '../messages';
import { userMenuEntries, type UserMenuEntry } from './user-menu-entries';

type OpenDialog = 'changePassword' | 'manageFingerprints' | 'switchTenant' | null;

const ENTRY_ICONS: Record<UserMenuEntry, ReactNode> = {
  changePassword: <IconKey size={16} aria-hidden />,
  manageFingerprints: <IconFingerprint size={16} aria-hidden />,
  admin: <IconSettings size={16} aria-hidden />,
  switchTenant: <IconSwitchHorizontal size={16} aria-hidden />,
  logout: <IconLogout size={16} aria-hidden />,
};

export function UserMenu() {
  const { identity, tenant } = useCurrentUser();
  const access = useAccessState();
  const { tenants } = useTenants();
  const platform = usePlatform();
  const { avatars } = useRuntimeConfig();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const { data: hasFingerprintReader = false } = useFingerprintReader();
  // The dialogs mount once the browser is idle after the first draw (or at once when one is
  // asked for before that): closed, they draw nothing, but their hooks cost the first draw.
  const dialogsReady = useIdleReady() || dialog !== null;

  const fullName =
    identity === undefined ? '' : `${identity.firstName} ${identity.lastName}`.trim();
  // On narrow screens only the avatar shows, so the button names the user itself.
  const label = [fullName, tenant?.name].filter(Boolean).join(', ') || APP_MESSAGES.userMenu;
  const entries: UserMenuEntry[] =
    identity === undefined || access.status !== 'ready'
      ? ['logout']
      : userMenuEntries({
          isDesktop: platform.kind === 'desktop',
          hasFingerprintReader,
          authMech: identity.authMech,
          permissions: access.context.permissions,
          isTenantAdmin: access.context.isTenantAdmin,
          tenantCount: tenants.filter((entry) => !entry.isMspTenant).length,
          isSysAdmin: identity.isSysAdmin,
        });
  const maySwitchTenant = entries.includes('switchTenant');

  const choose = (entry: UserMenuEntry) => {
    if (entry === 'logout') void signOut();
    else if (entry === 'admin') void navigate('/admin');
    else setDialog(entry);
  };

  return (
    <>
      <Menu position="bottom-end" width={240} withinPortal>
        <Menu.Target>
          <UnstyledButton
            aria-label={label}
            title={maySwitchTenant ? APP_MESSAGES.switchTenantHint : undefined}
            px={6}
            py={4}
            style={{ borderRadius: 8 }}
            onContextMenu={(event) => {
              if (!maySwitchTenant) return;
              event.preventDefault();
              setDialog('switchTenant');
            }}
          >
            <Group gap="sm" wrap="nowrap">
              <UserAvatar
                subject={identity ?? {}}
                bases={avatars}
                radius="xl"
                size={34}
                aria-hidden
              />
              <Stack gap={0} visibleFrom="xs" style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} lh={1.25} truncate="end" maw={180}>
                  {fullName}
                </Text>
                <Text size="xs" c="dimmed" lh={1.25} truncate="end" maw={180}>
                  {tenant?.name}
                </Text>
              </Stack>
              <IconChevronDown size={16} stroke={1.8} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{identity?.email}</Menu.Label>
          {entries.map((entry) => (
            <Menu.Item
              key={entry}
              leftSection={ENTRY_ICONS[entry]}
              onClick={() => {
                choose(entry);
              }}
            >
              {APP_MESSAGES[entry]}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {dialogsReady ? (
        <>
          <ChangePasswordDialog
            opened={dialog === 'changePassword'}
            onClose={() => {
              setDialog(null);
            }}
          />
          <ManageFingerprintsDialog
            opened={dialog === 'manageFingerprints'}
            onClose={() => {
              setDialog(null);
            }}
          />
          <TenantSwitcher
            opened={dialog === 'switchTenant'}
            onClose={() => {
              setDialog(null);
            }}
          />
        </>
      ) : null}
    </>
  );
}
