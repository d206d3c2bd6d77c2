// The /admin index (spec §2): the welcome text beside the navigation, and a link that opens the
// support widget.
import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { AppScreenHeading } from '../../lib/apps';
import { useScreenPageTitle } from '../../lib/page-title';
import { useSupportWidget } from '../../lib/support-widget';
import { StatusIcon } from '../../ui';
import { ADMIN_MESSAGES } from './messages';

export function AdminIndexPage() {
  useScreenPageTitle();
  const openSupport = useSupportWidget();
  return (
    <Container size="lg" py={40}>
      <AppScreenHeading />
      <Paper withBorder radius="lg" p={48}>
        <Stack align="center" gap="sm" ta="center">
          <StatusIcon icon={IconLayoutSidebarLeftExpand} color="indigo" />
          <Title order={2} fz="h3">
            {ADMIN_MESSAGES.welcome}
          </Title>
          <Text c="dimmed">
            {ADMIN_MESSAGES.helpPrompt}{' '}
            <Anchor component="button" type="button" fw={600} onClick={openSupport}>
              {ADMIN_MESSAGES.helpLink}
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
