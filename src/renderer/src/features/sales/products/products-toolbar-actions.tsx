// The products list's toolbar over the selected rows: how many are chosen and a way to clear
// them. The import/export and bulk price change (features/sales/products/import-export) mount
// here, beside the selection they act on.
import { Button, Group, Text } from '@mantine/core';
import { PRODUCT_MESSAGES as M } from './messages';

export function ProductsToolbarActions({
  selectedIds,
  onClearSelection,
}: {
  selectedIds: readonly string[];
  onClearSelection: () => void;
}) {
  return (
    <Group gap="sm" data-testid="products-toolbar-actions">
      {selectedIds.length === 0 ? null : (
        <>
          <Text size="sm" aria-live="polite">
            {M.selected(selectedIds.length)}
          </Text>
          <Button variant="subtle" size="xs" onClick={onClearSelection}>
            {M.clearSelection}
          </Button>
        </>
      )}
    </Group>
  );
}
