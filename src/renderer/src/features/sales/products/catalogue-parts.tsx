// The small pieces the products screens share: a panel's loading
// and error states, a panel's table with its add button, a row's edit and delete icons, and the foot of
// an editable list (its list-wide error and its add button).
import { ActionIcon, Button, Group, Skeleton, Table, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { apiErrorText } from '../../../api';
import { ErrorAlert } from '../../../ui';
import { PRODUCT_MESSAGES as M } from './messages';

/** The panel's skeleton or its failure with a retry; null once its data is there. */
export function panelPending(query: UseQueryResult): ReactNode {
  if (query.isPending) return <Skeleton height={200} radius="md" />;
  if (query.isError) {
    return (
      <ErrorAlert
        message={apiErrorText(query.error)}
        retry={{ label: M.reload, onClick: () => void query.refetch() }}
      />
    );
  }
  return null;
}

/** A panel's table: the add button over it (with productsEdit), or its empty state. */
export function PanelTable({
  label,
  rows,
  empty,
  add,
  head,
  children,
}: {
  label: string;
  rows: number;
  empty: string;
  /** Null: read-only, no add button. */
  add: { label: string; onClick: () => void } | null;
  /** The header row. */
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      {add === null ? null : (
        <Group>
          <Button leftSection={<IconPlus size={16} />} onClick={add.onClick}>
            {add.label}
          </Button>
        </Group>
      )}
      {rows === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Table aria-label={label} striped highlightOnHover>
          <Table.Thead>{head}</Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      )}
    </>
  );
}

/** The last cell of an editable row: its icon buttons side by side. */
export function RowActionsCell({ children }: { children: ReactNode }) {
  return (
    <Table.Td>
      <Group gap={4} wrap="nowrap">
        {children}
      </Group>
    </Table.Td>
  );
}

export function EditDeleteIcons({
  name,
  editLabel = M.edit(name),
  onEdit,
  onDelete,
}: {
  name: string;
  editLabel?: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      <ActionIcon variant="subtle" aria-label={editLabel} onClick={onEdit}>
        <IconPencil size={16} />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={M.remove(name)} onClick={onDelete}>
        <IconTrash size={16} />
      </ActionIcon>
    </>
  );
}

/** Under a list of rows in a form: the list's own error, and the button that adds a row. */
export function ListFoot({
  error,
  addLabel,
  onAdd,
}: {
  error: ReactNode;
  /** Null: no adding (read-only). */
  addLabel: string | null;
  onAdd: () => void;
}) {
  return (
    <>
      {typeof error === 'string' ? (
        <Text c="red" size="sm">
          {error}
        </Text>
      ) : null}
      {addLabel === null ? null : (
        <Group>
          <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={onAdd}>
            {addLabel}
          </Button>
        </Group>
      )}
    </>
  );
}
