// The modifier groups tab: the choices asked when a product is sold ("Milk", "Syrup"), each with
// its options and how many products offer it; with productsEdit, add, edit and delete.
import { ActionIcon, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney } from '@shared/sales/format-money';
import { apiErrorText } from '../../../api';
import { ErrorAlert, TargetDialog } from '../../../ui';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { PRODUCT_MESSAGES as M } from './messages';
import { ModifierGroupForm } from './modifier-group-form';
import { modifierGroupsQuery, useProductsApi, type ModifierGroupItem } from './products-api';
import { useTenantId } from './products-access';
import { useCatalogueMutation } from './use-catalogue-mutation';

export function ModifierGroupsPanel({ mayEdit, currency }: { mayEdit: boolean; currency: string }) {
  const api = useProductsApi();
  const tenantId = useTenantId();
  const query = useQuery(modifierGroupsQuery(api, tenantId));
  const [editing, setEditing] = useState<{ group: ModifierGroupItem | null } | null>(null);
  const [deleting, setDeleting] = useState<ModifierGroupItem | null>(null);
  const save = useCatalogueMutation(
    ({ id, input }: { id: string | null; input: Parameters<typeof api.addModifierGroup>[0] }) =>
      id === null ? api.addModifierGroup(input) : api.saveModifierGroup(id, input),
  );
  const remove = useCatalogueMutation((id: string) => api.removeModifierGroup(id), {
    onSuccess: () => {
      setDeleting(null);
    },
  });

  if (query.isPending) return <Skeleton height={200} radius="md" />;
  if (query.isError) {
    return (
      <ErrorAlert
        message={apiErrorText(query.error)}
        retry={{ label: M.reload, onClick: () => void query.refetch() }}
      />
    );
  }
  const groups = query.data;
  return (
    <Stack gap="sm">
      {mayEdit ? (
        <Group>
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => {
              setEditing({ group: null });
            }}
          >
            {M.addGroup}
          </Button>
        </Group>
      ) : null}
      {groups.length === 0 ? (
        <Text c="dimmed">{M.noGroups}</Text>
      ) : (
        <Table aria-label={M.groupsLabel} striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={200}>{M.name}</Table.Th>
              <Table.Th w={170}>{M.picks}</Table.Th>
              <Table.Th>{M.options}</Table.Th>
              <Table.Th w={110}>{M.products}</Table.Th>
              {mayEdit ? <Table.Th w={90} /> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
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
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={M.edit(group.name)}
                        onClick={() => {
                          save.reset();
                          setEditing({ group });
                        }}
                      >
                        <IconPencil size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={M.remove(group.name)}
                        onClick={() => {
                          remove.reset();
                          setDeleting(group);
                        }}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <TargetDialog
        target={editing}
        onClose={() => {
          setEditing(null);
        }}
        title={editing?.group == null ? M.groupTitleNew : M.groupTitleEdit}
        closeLabel={M.close}
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
        title={deleting === null ? null : M.deleteGroupTitle}
        body={deleting === null ? '' : M.deleteGroupBody(deleting.name, deleting.productCount)}
        onClose={() => {
          setDeleting(null);
        }}
        mutation={{
          isPending: remove.isPending,
          error: remove.error,
          mutate: () => {
            if (deleting !== null) remove.mutate(deleting.id);
          },
        }}
      />
    </Stack>
  );
}
