// The stand-in for public screens (single sign-on popup pages, desktop registration, support
// desk) that a later release fills in.
import { Center, Paper, Stack, Text } from '@mantine/core';
import { usePageTitle } from '../../lib/page-title';
import { ZynoWordmark } from '../../ui';
import { APP_MESSAGES } from '../messages';

export function PublicPlaceholderPage() {
  usePageTitle();
  return (
    <Center mih="100dvh" p="md" component="main">
      <Paper withBorder radius="lg" shadow="md" p="xl" maw={440} w="100%">
        <Stack align="center" gap="md" ta="center">
          <ZynoWordmark />
          <Text c="dimmed">{APP_MESSAGES.comingSoon}</Text>
        </Stack>
      </Paper>
    </Center>
  );
}
