// The user widget (spec §2 Shell): avatar, name and tenant, opening the user menu. Logout is its
// only entry for now; the others of spec §2 arrive with their features.
import { Avatar, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useCurrentUser, useSignOut } from '../../lib/session';
import { APP_MESSAGES } from '../messages';

export function UserMenu() {
  const { identity, tenant } = useCurrentUser();
  const signOut = useSignOut();
  const fullName =
    identity === undefined ? '' : `${identity.firstName} ${identity.lastName}`.trim();
  // On narrow screens only the avatar shows, so the button names the user itself.
  const label = [fullName, tenant?.name].filter(Boolean).join(', ') || APP_MESSAGES.userMenu;

  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={label} px={6} py={4} style={{ borderRadius: 8 }}>
          <Group gap="sm" wrap="nowrap">
            <Avatar name={fullName} color="initials" radius="xl" size={34} aria-hidden />
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
        <Menu.Item
          leftSection={<IconLogout size={16} />}
          onClick={() => {
            void signOut();
          }}
        >
          {APP_MESSAGES.logout}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
