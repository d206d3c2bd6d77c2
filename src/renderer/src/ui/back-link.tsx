// A small "back" link with its arrow, for pages outside the shell (the support desk, the legal
// pages) that need a clear way back.
import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { PageLink } from '../lib/navigation';

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={PageLink} to={to} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {label}
      </Group>
    </Anchor>
  );
}
