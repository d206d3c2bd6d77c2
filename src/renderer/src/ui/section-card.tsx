// A bordered card with a heading over its content: one part of a page that shows or edits one
// thing (a user's details, a product's variants).
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** `compact` for read-mostly pages with many cards; `roomy` for an editor's few large ones. */
const SIZES = {
  compact: { padding: 'md', titleSize: 'md' },
  roomy: { padding: 'lg', titleSize: 'h4' },
} as const;

export interface SectionCardProps {
  title: string;
  /** A dimmed line under the heading. */
  description?: string;
  size?: keyof typeof SIZES;
  children: ReactNode;
}

export function SectionCard({ title, description, size = 'compact', children }: SectionCardProps) {
  const { padding, titleSize } = SIZES[size];
  return (
    <Paper withBorder radius="md" p={padding}>
      <Stack gap="sm">
        <Title order={2} fz={titleSize}>
          {title}
        </Title>
        {description === undefined ? null : (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
