// The top bar's logo with the current app's name (spec §2 Shell): it opens the launcher as a
// popover, so any app is two clicks away from any screen.
import { Divider, Group, Popover, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useDisclosure } from '@mantine/hooks';
import { LauncherPanel } from '../../features/launcher';
import { useCurrentScreen } from '../../lib/apps';
import { ZynoWordmark } from '../../ui';
import { APP_MESSAGES } from '../messages';
import classes from './app-shell.module.css';

export function LauncherButton() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const app = useCurrentScreen()?.app;

  return (
    <Popover
      opened={opened}
      onChange={(next) => {
        if (!next) close();
      }}
      position="bottom-start"
      offset={10}
      width={440}
      shadow="lg"
      radius="lg"
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <UnstyledButton
          onClick={toggle}
          aria-label={APP_MESSAGES.openLauncher}
          aria-expanded={opened}
          aria-haspopup="dialog"
          className={classes.launcherButton}
        >
          <Group gap="sm" wrap="nowrap">
            <ZynoWordmark size={28} />
            {app === undefined ? null : (
              <>
                <Divider orientation="vertical" />
                <Text fw={600} size="md" c="dimmed" truncate="end">
                  {app.name}
                </Text>
              </>
            )}
            <IconChevronDown size={16} stroke={1.8} aria-hidden className={classes.chevron} />
          </Group>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown p="sm" aria-label={APP_MESSAGES.launcherTitle} role="dialog">
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" px={8} pt={4} pb={8} lts={0.6}>
          {APP_MESSAGES.launcherTitle}
        </Text>
        <LauncherPanel onNavigate={close} />
      </Popover.Dropdown>
    </Popover>
  );
}
