// One launcher entry: the app's icon, name and summary open it; its sub-items open sub-apps
// (plain links styled by class: a card draws up to a dozen, on the screen a sign-in lands on).
import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { LauncherEntry } from '../../lib/apps';
import classes from './launcher.module.css';

export function LauncherCard({ entry }: { entry: LauncherEntry }) {
  const Icon = entry.app.icon;
  const titleId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      className={classes.card}
      withBorder
      radius="lg"
      padding="lg"
    >
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={48} radius="md" variant="light" color={entry.app.color}>
          <Icon size={26} stroke={1.6} />
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={2} fz="lg" fw={650} id={titleId}>
            <Link to={entry.path} className={classes.appLink}>
              {entry.label}
            </Link>
          </Title>
          <Text size="sm" c="dimmed">
            {entry.app.summary}
          </Text>
        </Stack>
      </Group>
      {entry.subItems.length === 0 ? null : (
        <Group component="ul" gap={8} mt="lg" className={classes.subItems}>
          {entry.subItems.map((item) => (
            <li key={item.path}>
              <Link to={item.path} className={classes.subItem}>
                {item.label}
                <IconChevronRight size={14} aria-hidden />
              </Link>
            </li>
          ))}
        </Group>
      )}
    </Card>
  );
}
