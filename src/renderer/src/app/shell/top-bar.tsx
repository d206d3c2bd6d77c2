// The top bar: the Zyno logo (home) with the current app's name, and the user widget.
import { Divider, Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { APPS } from '../../lib/apps';
import { ZynoWordmark } from '../../ui';
import { APP_MESSAGES } from '../messages';
import { useCurrentScreen } from '../routes/route-handle';
import { UserMenu } from './user-menu';

export function TopBar() {
  const screen = useCurrentScreen();
  const app = screen === undefined ? undefined : APPS[screen.app];
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <UnstyledButton component={Link} to="/" aria-label={APP_MESSAGES.home}>
          <ZynoWordmark size={30} />
        </UnstyledButton>
        {app === undefined ? null : (
          <>
            <Divider orientation="vertical" my={18} />
            <Text fw={600} size="md" c="dimmed">
              {app.name}
            </Text>
          </>
        )}
      </Group>
      <UserMenu />
    </Group>
  );
}
