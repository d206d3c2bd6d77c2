// A quiet note in small grey text: "none" in a table cell, a hint under a field.
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function DimmedText({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}
