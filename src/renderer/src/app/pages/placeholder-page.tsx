// The stand-in for every screen of the route table that a later release fills in: the app's
// heading and sub-app, what the screen will hold, and the right page title.
import { Badge, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { APPS } from '../../lib/apps';
import { usePageTitle } from '../../lib/page-title';
import { APP_MESSAGES } from '../messages';
import { useCurrentScreen } from '../routes/route-handle';

export function PlaceholderPage() {
  const screen = useCurrentScreen();
  const app = screen === undefined ? undefined : APPS[screen.app];
  usePageTitle(app?.name, screen?.subApp);
  if (screen === undefined || app === undefined) return null;
  const Icon = app.icon;

  return (
    <Container size="lg" py={40}>
      <Group gap="md" mb={28} wrap="nowrap">
        <ThemeIcon size={48} radius="md" variant="light" color={app.color}>
          <Icon size={26} stroke={1.6} />
        </ThemeIcon>
        <Stack gap={2}>
          <Title order={1} fz={28} fw={700} style={{ letterSpacing: '-0.02em' }}>
            {app.name}
          </Title>
          {screen.subApp === undefined ? null : (
            <Text c="dimmed" size="sm" fw={500}>
              {screen.subApp}
            </Text>
          )}
        </Stack>
      </Group>
      <Paper withBorder radius="lg" p={48}>
        <Stack align="center" gap="sm" ta="center" maw={460} mx="auto">
          <Badge variant="light" color={app.color} leftSection={<IconSparkles size={12} />}>
            {APP_MESSAGES.comingSoonBadge}
          </Badge>
          <Text fz="lg" fw={600}>
            {screen.description}
          </Text>
          <Text c="dimmed" size="sm">
            {APP_MESSAGES.comingSoon}
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
