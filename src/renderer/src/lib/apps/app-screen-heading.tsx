// The heading of an app screen: the app's icon and name, and the sub-app under it, all taken
// from the current route's declaration.
import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useCurrentScreen } from './current-screen';

export function AppScreenHeading() {
  const screen = useCurrentScreen();
  if (screen === undefined) return null;
  const { app, title } = screen;
  const Icon = app.icon;
  return (
    <Group gap="md" mb={28} wrap="nowrap">
      <ThemeIcon size={48} radius="md" variant="light" color={app.color}>
        <Icon size={26} stroke={1.6} />
      </ThemeIcon>
      <Stack gap={2}>
        <Title order={1} fz={28} fw={700} style={{ letterSpacing: '-0.02em' }}>
          {app.name}
        </Title>
        {title.subApp === undefined ? null : (
          <Text c="dimmed" size="sm" fw={500}>
            {title.subApp}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
