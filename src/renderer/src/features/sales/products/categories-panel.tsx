// The categories tab: the point of sale's tabs in their order, each with its default tax and how
// many products it holds; with productsEdit, add, rename, reorder, set the tax and delete (its
// products become uncategorised).
import { ActionIcon, Select, Stack, Table } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { categoryInputSchema } from '@shared/sales/products';
import { apiErrorText } from '../../../api';
import { useReferenceList } from '../../../lib/reference-data';
import { ErrorAlert, namedOptions, NameForm, TargetDialog } from '../../../ui';
import { EditDeleteIcons, PanelTable, RowActionsCell, panelPending } from './catalogue-parts';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { PRODUCT_MESSAGES as M } from './messages';
import { categoriesQuery, useProductsApi, type CategoryItem } from './products-api';
import { useTenantId } from './products-access';
import { useCatalogueMutation } from './use-catalogue-mutation';
import { useConfirmedDelete } from './use-confirmed-delete';

/** Null: adding a category; else renaming this one. */
type NameTarget = { category: CategoryItem | null };

function CategoryNameForm({ target, onDone }: { target: NameTarget; onDone: () => void }) {
  const api = useProductsApi();
  const save = useCatalogueMutation((name: string) =>
    target.category === null
      ? api.addCategory({ name, defaultTaxId: null })
      : api.changeCategory(target.category.id, { name }),
  );
  return (
    <NameForm
      schema={categoryInputSchema.pick({ name: true })}
      initialName={target.category?.name ?? ''}
      submit={async (name) => {
        await save.mutateAsync(name);
        onDone();
      }}
      label={M.categoryName}
      description={M.categoryNameHint}
      labels={{ cancel: M.cancel, submit: target.category === null ? M.add : M.saveName }}
      onCancel={onDone}
    />
  );
}

export function CategoriesPanel({ mayEdit }: { mayEdit: boolean }) {
  const api = useProductsApi();
  const tenantId = useTenantId();
  const query = useQuery(categoriesQuery(api, tenantId));
  const taxes = useReferenceList('salesTaxes');
  const [naming, setNaming] = useState<NameTarget | null>(null);
  const change = useCatalogueMutation(
    ({ id, ...patch }: { id: string; defaultTaxId?: string | null; position?: number }) =>
      api.changeCategory(id, patch),
  );
  const deletion = useConfirmedDelete((category: CategoryItem) => api.removeCategory(category.id));

  const categories = query.data;
  if (categories === undefined) return panelPending(query);
  /** Swaps the category with its neighbour by giving each the other's place in the list. */
  const move = (index: number, by: -1 | 1) => {
    const here = categories[index];
    const there = categories[index + by];
    if (here === undefined || there === undefined) return;
    change.mutate({ id: here.id, position: index + by });
    change.mutate({ id: there.id, position: index });
  };
  const taxOptions = [{ value: '', label: M.noTax }, ...namedOptions(taxes.values())];

  return (
    <Stack gap="sm">
      <ErrorAlert message={change.error === null ? null : apiErrorText(change.error)} />
      <PanelTable
        label={M.categoriesLabel}
        rows={categories.length}
        empty={M.noCategories}
        add={
          mayEdit
            ? {
                label: M.addCategory,
                onClick: () => {
                  setNaming({ category: null });
                },
              }
            : null
        }
        head={
          <Table.Tr>
            <Table.Th>{M.name}</Table.Th>
            <Table.Th w={220}>{M.defaultTax}</Table.Th>
            <Table.Th w={100}>{M.products}</Table.Th>
            {mayEdit ? <Table.Th w={170}>{M.position}</Table.Th> : null}
          </Table.Tr>
        }
      >
        {categories.map((category, index) => (
          <Table.Tr key={category.id}>
            <Table.Td fw={600}>{category.name}</Table.Td>
            <Table.Td>
              {mayEdit ? (
                <Select
                  aria-label={`${M.defaultTax}: ${category.name}`}
                  data={taxOptions}
                  value={category.defaultTaxId ?? ''}
                  allowDeselect={false}
                  size="xs"
                  onChange={(value) => {
                    change.mutate({ id: category.id, defaultTaxId: value || null });
                  }}
                />
              ) : (
                (taxes.get(category.defaultTaxId ?? '')?.name ?? M.noTax)
              )}
            </Table.Td>
            <Table.Td>{category.productCount}</Table.Td>
            {mayEdit ? (
              <RowActionsCell>
                <ActionIcon
                  variant="subtle"
                  aria-label={M.moveUp(category.name)}
                  disabled={index === 0}
                  onClick={() => {
                    move(index, -1);
                  }}
                >
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={M.moveDown(category.name)}
                  disabled={index === categories.length - 1}
                  onClick={() => {
                    move(index, 1);
                  }}
                >
                  <IconArrowDown size={16} />
                </ActionIcon>
                <EditDeleteIcons
                  name={category.name}
                  editLabel={M.rename(category.name)}
                  onEdit={() => {
                    setNaming({ category });
                  }}
                  onDelete={() => {
                    deletion.ask(category);
                  }}
                />
              </RowActionsCell>
            ) : null}
          </Table.Tr>
        ))}
      </PanelTable>
      <TargetDialog
        target={naming}
        onClose={() => {
          setNaming(null);
        }}
        closeLabel={M.close}
        title={naming?.category == null ? M.addCategoryTitle : M.renameTitle}
      >
        {(target) => (
          <CategoryNameForm
            target={target}
            onDone={() => {
              setNaming(null);
            }}
          />
        )}
      </TargetDialog>
      <ConfirmDeleteDialog
        {...deletion.dialog}
        title={M.deleteCategoryTitle}
        body={(category) => M.deleteCategoryBody(category.name, category.productCount)}
      />
    </Stack>
  );
}
