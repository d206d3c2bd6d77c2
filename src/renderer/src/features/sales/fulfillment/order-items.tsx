// An order's items as a compact table: quantity and name, as the pick list and the drawer show them.
import { Table } from '@mantine/core';
import type { OrderItem } from '@shared/sales/fulfillment';
import { FULFILLMENT_MESSAGES as M } from './messages';

export function OrderItems({ items }: { items: readonly OrderItem[] }) {
  return (
    <Table verticalSpacing={4} withRowBorders={false}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={60}>{M.quantity}</Table.Th>
          <Table.Th>{M.item}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item, index) => (
          <Table.Tr key={`${String(index)}-${item.name}`}>
            <Table.Td>{item.quantity}</Table.Td>
            <Table.Td>{item.name}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
