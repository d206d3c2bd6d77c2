// A row's actions behind one menu button named for the row ("Actions for Ava Admin"); its clicks
// stay its own rather than opening the row.
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { RowAction } from './types';

interface DataTableRowActionsProps<Row> {
  row: Row;
  actions: readonly RowAction<Row>[];
  label: string;
}

export function DataTableRowActions<Row>({ row, actions, label }: DataTableRowActionsProps<Row>) {
  const shown = actions.filter((action) => action.hidden?.(row) !== true);
  if (shown.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={label}
          onClick={(event) => {
            event.stopPropagation();
          }}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown
        onClick={(event) => {
          event.stopPropagation();
        }}
      >
        {shown.map((action) => (
          <Menu.Item
            key={action.label}
            color={action.color}
            leftSection={action.icon === undefined ? null : <action.icon size={16} aria-hidden />}
            onClick={() => {
              action.onClick(row);
            }}
          >
            {action.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
