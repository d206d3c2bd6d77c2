// The products list's toolbar: import and export (features/sales/products/import-export), and,
// with productsEdit, the selected rows — how many, a way to clear them, and the bulk price
// change, which acts on the selection or, with none, on what the list's filters show.
import { Button, Group, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { productFilterSchema, type ProductFilter } from '@shared/sales/products-import';
import { BulkPriceAction } from './import-export/bulk-price-action';
import { ProductsImportExport } from './import-export/products-import-export';
import { PRODUCT_MESSAGES as M } from './messages';

/** The list's filters as the URL holds them; a malformed one is left out, as the list does. */
function useListFilter(): ProductFilter {
  const [params] = useSearchParams();
  const filter: ProductFilter = {};
  for (const key of ['search', 'categoryId', 'status'] as const) {
    const parsed = productFilterSchema.shape[key].safeParse(params.get(key) ?? undefined);
    if (parsed.success && parsed.data !== undefined) Object.assign(filter, { [key]: parsed.data });
  }
  return filter;
}

export function ProductsToolbarActions({
  mayEdit,
  currency,
  selectedIds,
  onClearSelection,
}: {
  mayEdit: boolean;
  currency: string;
  selectedIds: readonly string[];
  onClearSelection: () => void;
}) {
  const filter = useListFilter();
  return (
    <Group gap="sm" justify="space-between" data-testid="products-toolbar-actions">
      <Group gap="sm">
        {mayEdit && selectedIds.length > 0 ? (
          <>
            <Text size="sm" aria-live="polite">
              {M.selected(selectedIds.length)}
            </Text>
            <Button variant="subtle" size="xs" onClick={onClearSelection}>
              {M.clearSelection}
            </Button>
          </>
        ) : null}
        {mayEdit ? (
          <BulkPriceAction productIds={selectedIds} filter={filter} currency={currency} />
        ) : null}
      </Group>
      <ProductsImportExport filter={filter} canImport={mayEdit} />
    </Group>
  );
}
