// The products toolbar's "Import CSV" (to the import screen) and "Export CSV" (the products the
// list's filters show, as the import's format) buttons.
import { Button, Group } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ProductFilter } from '@shared/sales/products-import';
import { DownloadButton } from '../../../../ui';
import { useProductsImportApi } from '../../api/products-import';
import { PRODUCTS_IMPORT_MESSAGES as M } from './messages';

export const PRODUCTS_IMPORT_PATH = '/sales/config/products/import';

export function ExportProductsButton({ filter = {} }: { filter?: ProductFilter }) {
  const api = useProductsImportApi();
  return (
    <DownloadButton
      label={M.exportCsv}
      failedTitle={M.exportFailed}
      fetchFile={() => api.exportCsv(filter)}
      fileName={M.exportFileName}
      savedText={M.exported}
    />
  );
}

/** `canImport`: whether the person holds productsEdit (the import screen needs it). */
export function ProductsImportExport({
  filter,
  canImport = true,
}: {
  filter?: ProductFilter;
  canImport?: boolean;
}) {
  return (
    <Group gap="sm">
      {canImport && (
        <Button
          component={Link}
          to={PRODUCTS_IMPORT_PATH}
          variant="default"
          leftSection={<IconUpload size={16} aria-hidden />}
        >
          {M.importCsv}
        </Button>
      )}
      <ExportProductsButton {...(filter === undefined ? {} : { filter })} />
    </Group>
  );
}
