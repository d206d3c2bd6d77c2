// The modifier groups tab: the choices asked when a product is sold ("Milk", "Syrup"), each with
// its options and how many products offer it; with productsEdit, add, edit and delete.
import { Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney } from '@shared/sales/format-money';
import { TargetDialog } from '../../../ui';
import { EditDeleteIcons, PanelTable, RowActionsCell, panelPending } from './catalogue-parts';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { PRODUCT_MESSAGES as M } from './messages';
import { ModifierGroupForm } from './modifier-group-form';
import { modifierGroupsQuery, useProductsApi, type ModifierGroupItem } from './products-api';
import { useTenantId } from './products-access';
import { useCatalogueMutation } from './use-catalogue-mutation';
import { useConfirmedDelete } from './use-confirmed-delete';

export function ModifierGroupsPanel({ mayEdit, currency }: { mayEdit: boolean; currency: string }) {
  const api = useProductsApi();
  const tenantId = useTenantId();
  const query = useQuery(modifierGroupsQuery(api, tenantId));
  const [editing, setEditing] = useState<{ group: ModifierGroupItem | null } | null>(null);
  const save = useCatalogueMutation(
    ({ id, input }: { id: string | null; input: Parameters<typeof api.addModifierGroup>[0] }) =>
      id === null ? api.addModifierGroup(input) : api.saveModifierGroup(id, input),
  );
  const deletion = useConfirmedDelete((group: ModifierGroupItem) =>
    api.removeModifierGroup(group.id),
  );

  const groups = query.data;
  if (groups === undefined) return panelPending(query);
  return (
    <Stack gap="sm">
      <PanelTable
        label={M.groupsLabel}
        rows={groups.length}
        empty={M.noGroups}
        add={
          mayEdit
            ? {
                label: M.addGroup,
                onClick: () => {
                  setEditing({ group: null });
                },
              }
            : null
        }
        head={
          <Table.Tr>
            <Table.Th w={200}>{M.name}</Table.Th>
            <Table.Th w={170}>{M.picks}</Table.Th>
            <Table.Th>{M.options}</Table.Th>
            <Table.Th w={110}>{M.products}</Table.Th>
            {mayEdit ? <Table.Th w={90} /> : null}
          </Table.Tr>
        }
      >
        {groups.map((group) => (
          <Table.Tr key={group.id}>
            <Table.Td fw={600}>{group.name}</Table.Td>
            <Table.Td>{M.choose(group.minSelect, group.maxSelect)}</Table.Td>
            <Table.Td>
              <Text size="sm" lineClamp={2}>
                {group.options
                  .map((option) =>
                    option.priceDeltaMinor === 0
                      ? option.name
                      : `${option.name} (+${formatMoney(option.priceDeltaMinor, currency)})`,
                  )
                  .join(', ')}
              </Text>
            </Table.Td>
            <Table.Td>{M.usedBy(group.productCount)}</Table.Td>
            {mayEdit ? (
              <RowActionsCell>
                <EditDeleteIcons
                  name={group.name}
                  onEdit={() => {
                    save.reset();
                    setEditing({ group });
                  }}
                  onDelete={() => {
                    deletion.ask(group);
                  }}
                />
              </RowActionsCell>
            ) : null}
          </Table.Tr>
        ))}
      </PanelTable>
      <TargetDialog
        target={editing}
        onClose={() => {
          setEditing(null);
        }}
        closeLabel={M.close}
        title={editing?.group == null ? M.groupTitleNew : M.groupTitleEdit}
        size="lg"
      >
        {(target) => (
          <ModifierGroupForm
            group={target.group}
            currency={currency}
            save={(input) => save.mutateAsync({ id: target.group?.id ?? null, input })}
            onDone={() => {
              setEditing(null);
            }}
          />
        )}
      </TargetDialog>
      <ConfirmDeleteDialog
        {...deletion.dialog}
        title={M.deleteGroupTitle}
        body={(group) => M.deleteGroupBody(group.name, group.productCount)}
      />
    </Stack>
  );
}
