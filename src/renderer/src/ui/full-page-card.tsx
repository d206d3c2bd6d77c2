// A card alone in the middle of the page, for screens outside the shell (start-up error,
// desktop detection and registration, the support desk, the single sign-on popup).
import { Center, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

export function FullPageCard({ maw, children }: { maw: number; children: ReactNode }) {
  return (
    <Center mih="100dvh" p="md" component="main">
      <Paper withBorder radius="lg" shadow="md" p="xl" maw={maw} w="100%">
        {children}
      </Paper>
    </Center>
  );
}
