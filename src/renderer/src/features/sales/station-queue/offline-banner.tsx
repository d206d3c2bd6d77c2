// The till's offline banner: "Offline — N sales waiting" while the station cannot reach the
// server, the sync in progress once it can, and the sales that wait for a manager or a sign-in.
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { STATION_QUEUE_MESSAGES as MESSAGES } from './messages';
import { useStationQueue } from './use-station-queue';

/** `onShowConflicts` opens the till's list of refused sales (for a manager), when it has one. */
export function OfflineBanner({ onShowConflicts }: { onShowConflicts?: () => void }) {
  const queue = useStationQueue();
  const conflicts = queue.conflicts.length;
  const headline = !queue.online
    ? MESSAGES.offline(queue.waiting)
    : queue.syncing
      ? MESSAGES.syncing(queue.waiting)
      : queue.needsSignIn && queue.waiting > 0
        ? MESSAGES.waitingForSignIn(queue.waiting)
        : null;
  if (headline === null && conflicts === 0 && queue.unreadable === 0) return null;

  const color = !queue.online ? 'orange' : conflicts > 0 || queue.unreadable > 0 ? 'red' : 'blue';
  return (
    <Alert
      role="status"
      aria-live="polite"
      color={color}
      variant="light"
      icon={
        !queue.online ? (
          <IconCloudOff aria-hidden />
        ) : queue.syncing ? (
          <Loader size="xs" color={color} aria-hidden />
        ) : (
          <IconAlertTriangle aria-hidden />
        )
      }
      title={headline ?? undefined}
      // The light orange and blue titles fall short of 4.5:1 on their own background.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap={6}>
        {!queue.online && <Text size="sm">{MESSAGES.offlineHint}</Text>}
        {conflicts > 0 && (
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {MESSAGES.conflicts(conflicts)}
            </Text>
            {onShowConflicts !== undefined && (
              <Button size="compact-sm" variant="default" onClick={onShowConflicts}>
                {MESSAGES.showConflicts}
              </Button>
            )}
          </Group>
        )}
        {queue.unreadable > 0 && <Text size="sm">{MESSAGES.unreadable(queue.unreadable)}</Text>}
        {!queue.online && (
          <Group>
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={() => void queue.sync()}
            >
              {MESSAGES.retryNow}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
