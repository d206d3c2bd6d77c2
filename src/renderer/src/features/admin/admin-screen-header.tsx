// An admin screen's heading, the same on every admin screen: the screen's name (its route's
// sub-app) as the page's one h1, what the screen is for, more detail where the screen has it, and
// the screen's main actions beside them.
import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCurrentScreen } from '../../lib/apps';

export function AdminScreenHeader({
  detail,
  actions,
}: {
  detail?: ReactNode;
  actions?: ReactNode;
}) {
  const screen = useCurrentScreen();
  return (
    <Group justify="space-between" align="flex-end" gap="md" pt={40} pb="xs">
      <Stack gap={4} maw={680}>
        {screen === undefined ? null : (
          <>
            <Title order={1} fz={28} fw={700} style={{ letterSpacing: '-0.02em' }}>
              {screen.title.subApp ?? screen.app.name}
            </Title>
            <Text c="dimmed">{screen.title.description}</Text>
          </>
        )}
        {detail}
      </Stack>
      {actions}
    </Group>
  );
}
