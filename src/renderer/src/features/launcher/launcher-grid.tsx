// The grid of visible launcher entries.
import { SimpleGrid } from '@mantine/core';
import type { LauncherEntry } from '../../lib/apps';
import { LauncherCard } from './launcher-card';

export const LAUNCHER_GRID_COLUMNS = { base: 1, sm: 2, lg: 3 };

export function LauncherGrid({ entries }: { entries: readonly LauncherEntry[] }) {
  return (
    <SimpleGrid cols={LAUNCHER_GRID_COLUMNS} spacing="lg">
      {entries.map((entry) => (
        <LauncherCard key={entry.label} entry={entry} />
      ))}
    </SimpleGrid>
  );
}
