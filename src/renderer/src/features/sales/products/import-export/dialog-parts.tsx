// Pieces the import screen and the bulk price dialog share: a "back" and a "go" button side by
// side, and a scrolling table with a sticky header.
import { Button, Group, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { TableHeader, type TableHeaderColumn } from '../../../../ui';

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

export function ScrollTable({
  label,
  columns,
  minWidth,
  maxHeight,
  children,
}: {
  label: string;
  columns: readonly TableHeaderColumn[];
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
        <TableHeader columns={columns} />
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
