// One labelled fact on an admin screen's connection card (an issuer, a provider account): a
// small uppercase label over its value.
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function AdminDetail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" lts={0.5}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}
