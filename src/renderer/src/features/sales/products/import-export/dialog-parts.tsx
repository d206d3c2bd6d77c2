// Pieces the import screen and the bulk price dialog share: a "back" and a "go" button side by
// side, and a scrolling table with a sticky header.
import { Button, Group, Table } from '@mantine/core';
import type { ReactNode } from 'react';

interface ActionButtonsProps {
  back: { label: string; onClick: () => void };
  go: { label: string; onClick: () => void; disabled: boolean; loading: boolean };
  justify?: 'flex-start' | 'flex-end';
}

export function ActionButtons({ back, go, justify = 'flex-start' }: ActionButtonsProps) {
  return (
    <Group gap="sm" justify={justify}>
      <Button variant="default" onClick={back.onClick}>
        {back.label}
      </Button>
      <Button disabled={go.disabled} loading={go.loading} onClick={go.onClick}>
        {go.label}
      </Button>
    </Group>
  );
}

export interface ScrollTableColumn {
  label: string;
  width?: number;
  align?: 'right';
}

export function ScrollTable({
  label,
  columns,
  minWidth,
  maxHeight,
  children,
}: {
  label: string;
  columns: readonly ScrollTableColumn[];
  minWidth: number;
  maxHeight: number;
  children: ReactNode;
}) {
  return (
    // Focusable, so the keyboard can scroll a long report.
    <Table.ScrollContainer
      type="native"
      minWidth={minWidth}
      maxHeight={maxHeight}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <Table stickyHeader verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.label} w={column.width} ta={column.align}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
