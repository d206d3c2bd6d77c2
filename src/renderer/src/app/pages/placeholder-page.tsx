// The stand-in for every screen of the route table that a later release fills in: the app's
// heading and sub-app, what the screen will hold, and the right page title.
import { Badge, Container, Paper, Stack, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { AppScreenHeading, useCurrentScreen } from '../../lib/apps';
import { useScreenPageTitle } from '../../lib/page-title';
import { APP_MESSAGES } from '../messages';

export function PlaceholderPage() {
  const screen = useCurrentScreen();
  useScreenPageTitle();
  if (screen === undefined) return null;

  return (
    <Container size="lg" py={40}>
      <AppScreenHeading />
      <Paper withBorder radius="lg" p={48}>
        <Stack align="center" gap="sm" ta="center" maw={460} mx="auto">
          <Badge variant="light" color={screen.app.color} leftSection={<IconSparkles size={12} />}>
            {APP_MESSAGES.comingSoonBadge}
          </Badge>
          <Text fz="lg" fw={600}>
            {screen.title.description}
          </Text>
          <Text c="dimmed" size="sm">
            {APP_MESSAGES.comingSoon}
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
