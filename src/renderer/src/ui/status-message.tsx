// A centred state for a whole screen or a panel: icon, headline, explanation and an action.
import { Stack, Text, Title } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { StatusIcon } from './status-icon';

export interface StatusMessageProps {
  icon: TablerIcon;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  color?: string;
  /** Heading level: 1 when the message is all the page has to say. */
  order?: 1 | 2 | 3;
}

export function StatusMessage({
  icon,
  title,
  children,
  action,
  color = 'gray',
  order = 2,
}: StatusMessageProps) {
  return (
    <Stack align="center" gap="sm" py={64} px="md" ta="center" maw={520} mx="auto">
      <StatusIcon icon={icon} color={color} size="lg" />
      <Title order={order} fz="h3" mt="xs">
        {title}
      </Title>
      {children === undefined ? null : <Text c="dimmed">{children}</Text>}
      {action}
    </Stack>
  );
}

/** A status message that is all the page has to say: its title is the page's heading. */
export function PageStatusMessage(props: Omit<StatusMessageProps, 'order'>) {
  return <StatusMessage {...props} order={1} />;
}
