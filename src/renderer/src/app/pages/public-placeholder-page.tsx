// The stand-in for public screens (single sign-on popup pages, desktop registration, support
// desk) that a later release fills in.
import { Stack, Text } from '@mantine/core';
import { usePageTitle } from '../../lib/page-title';
import { FullPageCard, ZynoWordmark } from '../../ui';
import { APP_MESSAGES } from '../messages';

export function PublicPlaceholderPage() {
  usePageTitle();
  return (
    <FullPageCard maw={440}>
      <Stack align="center" gap="md" ta="center">
        <ZynoWordmark />
        <Text c="dimmed">{APP_MESSAGES.comingSoon}</Text>
      </Stack>
    </FullPageCard>
  );
}
