// The opening lines of an admin screen: its route's description (the one its placeholder showed)
// and, where the screen has more to say, a second line.
import { Stack, Text } from '@mantine/core';
import { useCurrentScreen } from '../../lib/apps';

export function ScreenIntro({ detail }: { detail?: string }) {
  const description = useCurrentScreen()?.title.description;
  return (
    <Stack gap={4} maw={640}>
      {description === undefined ? null : <Text fw={500}>{description}</Text>}
      {detail === undefined ? null : (
        <Text c="dimmed" size="sm">
          {detail}
        </Text>
      )}
    </Stack>
  );
}
