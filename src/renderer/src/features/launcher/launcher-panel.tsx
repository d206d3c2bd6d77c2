// The launcher as a popover panel under the top bar's logo (spec §2 Shell): the same entries as
// the launcher page, compact, each link reachable with Tab and closing the panel when followed.
import {
  Anchor,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import { IconLayoutGrid } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSuite } from '../../lib/apps';
import { SESSION_MESSAGES, useAccessState } from '../../lib/session';
import { visibleEntries } from './launcher-entries';
import classes from './launcher.module.css';
import { LAUNCHER_MESSAGES } from './messages';

export function LauncherPanel({ onNavigate }: { onNavigate: () => void }) {
  const access = useAccessState();
  const suite = useSuite();

  if (access.status === 'loading') {
    return (
      <SimpleGrid cols={2} spacing="xs" aria-busy="true" aria-label={LAUNCHER_MESSAGES.loading}>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height={56} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (access.status === 'error') {
    return (
      <Text size="sm" c="red">
        {SESSION_MESSAGES.permissionsFailed}
      </Text>
    );
  }
  const entries = visibleEntries(suite, access.context);
  return (
    <Stack gap="sm">
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {LAUNCHER_MESSAGES.noPermissions}
        </Text>
      ) : (
        <SimpleGrid
          cols={2}
          spacing={6}
          verticalSpacing={6}
          component="ul"
          className={classes.panelList}
        >
          {entries.map((entry) => {
            const Icon = entry.app.icon;
            return (
              <li key={entry.label}>
                <UnstyledButton
                  component={Link}
                  to={entry.path}
                  onClick={onNavigate}
                  className={classes.panelItem}
                >
                  <Group gap="sm" wrap="nowrap" align="flex-start">
                    <ThemeIcon size={36} radius="md" variant="light" color={entry.app.color}>
                      <Icon size={20} stroke={1.7} />
                    </ThemeIcon>
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600}>
                        {entry.label}
                      </Text>
                      <Text size="xs" c="dimmed" lineClamp={1}>
                        {entry.app.summary}
                      </Text>
                    </Stack>
                  </Group>
                </UnstyledButton>
                {entry.subItems.length === 0 ? null : (
                  <Group
                    gap={4}
                    pl={54}
                    pr={8}
                    pb={6}
                    component="span"
                    className={classes.panelSubItems}
                  >
                    {entry.subItems.map((item) => (
                      <Anchor
                        key={item.path}
                        component={Link}
                        to={item.path}
                        onClick={onNavigate}
                        size="xs"
                        c="dimmed"
                        className={classes.panelSubItem}
                      >
                        {item.label}
                      </Anchor>
                    ))}
                  </Group>
                )}
              </li>
            );
          })}
        </SimpleGrid>
      )}
      <Anchor
        component={Link}
        to="/"
        onClick={onNavigate}
        size="sm"
        fw={600}
        className={classes.panelAllApps}
      >
        <Group gap={6} component="span" justify="center">
          <IconLayoutGrid size={16} aria-hidden />
          {LAUNCHER_MESSAGES.allApps}
        </Group>
      </Anchor>
    </Stack>
  );
}
