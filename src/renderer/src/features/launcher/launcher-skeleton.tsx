// What the launcher shows while permissions load: the grid's shape, without content.
import { Card, Group, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { LAUNCHER_MESSAGES } from './messages';
import { LAUNCHER_GRID_COLUMNS } from './launcher-grid';

const PLACEHOLDER_COUNT = 6;

export function LauncherSkeleton() {
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{LAUNCHER_MESSAGES.loading}</VisuallyHidden>
      <SimpleGrid cols={LAUNCHER_GRID_COLUMNS} spacing="lg" aria-hidden="true">
        {Array.from({ length: PLACEHOLDER_COUNT }, (_, index) => (
          <Card key={index} withBorder radius="lg" padding="lg">
            <Group gap="md" wrap="nowrap" align="flex-start">
              <Skeleton height={48} width={48} radius="md" />
              <Stack gap={8} style={{ flex: 1 }}>
                <Skeleton height={16} width="45%" radius="sm" />
                <Skeleton height={12} width="80%" radius="sm" />
              </Stack>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </div>
  );
}
