// An integration's state on an admin screen (the identity provider, the card payment provider):
// its name with status badges, a line on where it stands, its actions, and what follows below
// (details, a failure).
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export function ConnectionCard({
  title,
  badges,
  text,
  actions,
  children,
}: {
  title: string;
  badges: ReactNode;
  text: string;
  actions: ReactNode;
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Group gap="sm">
              <Title id={titleId} order={2} fz="lg">
                {title}
              </Title>
              {badges}
            </Group>
            <Text size="sm" c="dimmed">
              {text}
            </Text>
          </Stack>
          <Group gap="sm">{actions}</Group>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
