// The /admin index (spec §2): the welcome text, and a link that opens the support widget.
import { Anchor, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { usePageTitle } from '../../lib/page-title';
import { SUPPORT_MESSAGES } from './messages';
import { useSupportWidget } from './use-support-widget';

export function AdminIndexPage() {
  usePageTitle(SUPPORT_MESSAGES.adminTitle);
  const openSupport = useSupportWidget();
  return (
    <Paper withBorder radius="lg" p={48}>
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="indigo">
          <IconLayoutSidebarLeftExpand size={28} stroke={1.6} />
        </ThemeIcon>
        <Title order={2} fz="h3">
          {SUPPORT_MESSAGES.adminWelcome}
        </Title>
        <Text c="dimmed">
          {SUPPORT_MESSAGES.adminHelpPrompt}{' '}
          <Anchor component="button" type="button" fw={600} onClick={openSupport}>
            {SUPPORT_MESSAGES.adminHelpLink}
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
