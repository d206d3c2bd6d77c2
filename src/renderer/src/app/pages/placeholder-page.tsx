// The stand-in for every screen of the route table that a later release fills in: the app's
// heading, its sub-app and the right page title.
import { Badge, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassEmpty } from '@tabler/icons-react';
import { APPS } from '../../lib/apps';
import { usePageTitle } from '../../lib/page-title';
import { APP_MESSAGES } from '../messages';
import { useCurrentScreen } from '../routes/route-handle';

export function PlaceholderPage() {
  const screen = useCurrentScreen();
  const app = screen === undefined ? undefined : APPS[screen.app];
  usePageTitle(app?.name, screen?.subApp);
  if (app === undefined) return null;
  const Icon = app.icon;

  return (
    <Container size="lg" py={40}>
      <Stack gap={4} mb={32}>
        <Title order={1} fz={28} fw={700} style={{ letterSpacing: '-0.02em' }}>
          {app.name}
        </Title>
        {screen?.subApp === undefined ? null : (
          <Text c="dimmed" size="sm">
            {screen.subApp}
          </Text>
        )}
      </Stack>
      <Paper withBorder radius="lg" p={48}>
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color={app.color}>
            <Icon size={28} stroke={1.6} />
          </ThemeIcon>
          <Badge variant="light" color="gray" leftSection={<IconHourglassEmpty size={12} />}>
            {APP_MESSAGES.comingSoonBadge}
          </Badge>
          <Text c="dimmed">{APP_MESSAGES.comingSoon}</Text>
        </Stack>
      </Paper>
    </Container>
  );
}
