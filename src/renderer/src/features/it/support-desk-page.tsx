// The support desk page at /it/freshdesk (spec §2, public): what support offers, a button that
// opens the help widget, and the way to the platform status.
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconActivityHeartbeat, IconLifebuoy } from '@tabler/icons-react';
import { useScreenPageTitle } from '../../lib/page-title';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { useSupportWidget } from '../../lib/support-widget';
import { BackLink, FullPageCard, StatusIcon, ZynoWordmark } from '../../ui';
import { IT_MESSAGES } from './messages';

export function SupportDeskPage() {
  useScreenPageTitle();
  const { status } = useRuntimeConfig();
  const openSupport = useSupportWidget();
  return (
    <FullPageCard maw={520}>
      <Stack align="center" gap="md" ta="center">
        <ZynoWordmark />
        <StatusIcon icon={IconLifebuoy} color="red" size="lg" mt="sm" />
        <Title order={1} fz="h2">
          {IT_MESSAGES.deskTitle}
        </Title>
        <Text c="dimmed">{IT_MESSAGES.deskIntro}</Text>
        <Button size="md" leftSection={<IconLifebuoy size={18} />} onClick={openSupport}>
          {IT_MESSAGES.deskOpen}
        </Button>
        <Group gap="lg" mt="xs">
          <BackLink to="/" label={IT_MESSAGES.deskBack} />
          <Anchor href={status.pageUrl} target="_blank" rel="noopener noreferrer" size="sm">
            <Group gap={4} component="span">
              <IconActivityHeartbeat size={14} aria-hidden />
              {IT_MESSAGES.deskStatus}
            </Group>
          </Anchor>
        </Group>
      </Stack>
    </FullPageCard>
  );
}
