// The launcher at / (spec §2): the apps the user may open, each with its sub-items; a
// skeleton while permissions load, and the spec's texts when there are none or they fail.
import { Container, Stack, Text, Title } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { useSuite } from '../../lib/apps';
import { usePageTitle } from '../../lib/page-title';
import { PermissionsFailedMessage, useAccessState, useCurrentUser } from '../../lib/session';
import { StatusMessage } from '../../ui';
import { visibleEntries } from './launcher-entries';
import { LauncherGrid } from './launcher-grid';
import { LauncherSkeleton } from './launcher-skeleton';
import { LAUNCHER_MESSAGES } from './messages';

function LauncherContent() {
  const access = useAccessState();
  const suite = useSuite();
  if (access.status === 'loading') return <LauncherSkeleton />;
  if (access.status === 'error') return <PermissionsFailedMessage />;
  const entries = visibleEntries(suite, access.context);
  if (entries.length === 0) {
    return (
      <StatusMessage icon={IconMoodEmpty} title={LAUNCHER_MESSAGES.noPermissionsTitle}>
        {LAUNCHER_MESSAGES.noPermissions}
      </StatusMessage>
    );
  }
  return <LauncherGrid entries={entries} />;
}

export function LauncherPage() {
  usePageTitle();
  const { identity, tenant } = useCurrentUser();
  return (
    <Container size="lg" py={40}>
      <Stack gap={4} mb={32}>
        <Title order={1} fz={28} fw={700} style={{ letterSpacing: '-0.02em' }}>
          {identity === undefined
            ? LAUNCHER_MESSAGES.heading
            : LAUNCHER_MESSAGES.welcome(identity.firstName)}
        </Title>
        {tenant === undefined ? null : (
          <Text c="dimmed" size="sm">
            {tenant.name}
          </Text>
        )}
      </Stack>
      <LauncherContent />
    </Container>
  );
}
