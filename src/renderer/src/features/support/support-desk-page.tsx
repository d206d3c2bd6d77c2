// The support desk page at /it/freshdesk (spec §2, public): what support offers, a button that
// opens the help widget, and the way to the platform status.
import { Anchor, Button, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconActivityHeartbeat, IconArrowLeft, IconLifebuoy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/page-title';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { ZynoWordmark } from '../../ui';
import { SUPPORT_MESSAGES } from './messages';
import { useSupportWidget } from './use-support-widget';

export function SupportDeskPage() {
  usePageTitle('IT', 'Support Desk');
  const { status } = useRuntimeConfig();
  const openSupport = useSupportWidget();
  return (
    <Center mih="100dvh" p="md" component="main">
      <Paper withBorder radius="lg" shadow="md" p="xl" maw={520} w="100%">
        <Stack align="center" gap="md" ta="center">
          <ZynoWordmark />
          <ThemeIcon size={64} radius="xl" variant="light" color="red" mt="sm">
            <IconLifebuoy size={32} stroke={1.6} />
          </ThemeIcon>
          <Title order={1} fz="h2">
            {SUPPORT_MESSAGES.deskTitle}
          </Title>
          <Text c="dimmed">{SUPPORT_MESSAGES.deskIntro}</Text>
          <Button size="md" leftSection={<IconLifebuoy size={18} />} onClick={openSupport}>
            {SUPPORT_MESSAGES.deskOpen}
          </Button>
          <Group gap="lg" mt="xs">
            <Anchor component={Link} to="/" size="sm">
              <Group gap={4} component="span">
                <IconArrowLeft size={14} aria-hidden />
                {SUPPORT_MESSAGES.deskBack}
              </Group>
            </Anchor>
            <Anchor href={status.pageUrl} target="_blank" rel="noopener noreferrer" size="sm">
              <Group gap={4} component="span">
                <IconActivityHeartbeat size={14} aria-hidden />
                {SUPPORT_MESSAGES.deskStatus}
              </Group>
            </Anchor>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
