// The header row of a plain (non data-table) table, from its columns' labels, so a table's head
// reads as the list of its columns.
import { Table } from '@mantine/core';

export interface TableHeaderColumn {
  label: string;
  /** Right for amounts and counts, so the heading lines up with its figures. */
  align?: 'right';
  width?: number | string;
}

/** A column of amounts or counts. */
export function rightAligned(label: string): TableHeaderColumn {
  return { label, align: 'right' };
}

/** A column is its label, or its label with an alignment or a width. */
export function TableHeader({ columns }: { columns: readonly (string | TableHeaderColumn)[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => {
          const { label, align, width } = typeof column === 'string' ? { label: column } : column;
          return (
            <Table.Th key={label} scope="col" ta={align} w={width}>
              {label}
            </Table.Th>
          );
        })}
      </Table.Tr>
    </Table.Thead>
  );
}
