// What the table shows instead of rows: skeleton rows while the first page loads, the empty
// state, and a failure with a way to try again (for the first page or for more rows).
import { Alert, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { apiErrorText } from '../../api';
import type { DataTableMessages } from './messages';

const SKELETON_ROWS = 8;

export function SkeletonRows({
  columns,
  rowHeight,
  label,
}: {
  columns: number;
  rowHeight: number;
  label: string;
}) {
  return Array.from({ length: SKELETON_ROWS }, (_unused, index) => (
    <Table.Tr key={index} style={{ height: rowHeight }} aria-hidden={index > 0}>
      {Array.from({ length: columns }, (_cell, column) => (
        <Table.Td key={column}>
          {index === 0 && column === 0 ? (
            <Skeleton height={12} radius="sm" aria-label={label} role="status" />
          ) : (
            <Skeleton height={12} radius="sm" width={`${60 + ((index * 7 + column * 13) % 35)}%`} />
          )}
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

export function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Text c="dimmed" ta="center" py="xl">
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

interface FailureProps {
  error: unknown;
  messages: DataTableMessages;
  onRetry: () => void;
}

export function ErrorRow({
  columns,
  error,
  messages,
  onRetry,
}: FailureProps & { columns: number }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Stack align="center" gap="xs" py="xl" role="alert">
          <Group gap={6}>
            <IconAlertCircle size={18} color="var(--mantine-color-red-7)" aria-hidden />
            <Text fw={600}>{messages.failedTitle}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {apiErrorText(error)}
          </Text>
          <Button variant="light" size="xs" onClick={onRetry}>
            {messages.retry}
          </Button>
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}

export function MoreFailed({ error, messages, onRetry }: FailureProps) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {messages.moreFailed} {apiErrorText(error)}
        </Text>
        <Button variant="light" color="red" size="xs" onClick={onRetry}>
          {messages.retry}
        </Button>
      </Group>
    </Alert>
  );
}
