// The products toolbar's "Import CSV" (to the import screen) and "Export CSV" (the products the
// list's filters show, as the import's format) buttons.
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ProductFilter } from '@shared/sales/products-import';
import { apiErrorText } from '../../../../api';
import { saveFile } from '../../../../lib/save-file';
import { MutationButton, showSuccess } from '../../../../ui';
import { useProductsImportApi } from '../../api/products-import';
import { PRODUCTS_IMPORT_MESSAGES as M } from './messages';

export const PRODUCTS_IMPORT_PATH = '/sales/config/products/import';

export function ExportProductsButton({ filter = {} }: { filter?: ProductFilter }) {
  const api = useProductsImportApi();
  const download = useMutation({
    mutationFn: () => api.exportCsv(filter),
    onSuccess: (blob) => {
      const name = M.exportFileName(new Date().toISOString().slice(0, 10));
      saveFile(blob, name);
      showSuccess(M.exported(name));
    },
    onError: (error) => {
      notifications.show({ color: 'red', title: M.exportFailed, message: apiErrorText(error) });
    },
  });
  return (
    <MutationButton
      mutation={download}
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
    >
      {M.exportCsv}
    </MutationButton>
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
