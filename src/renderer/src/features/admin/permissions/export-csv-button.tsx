// Exports what the matrix's filters show as CSV, built in the browser from every page of the same
// query (500 people a call), so the file matches the screen however many people there are.
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { PAGE_SIZE_MAX } from '@shared/paging';
import type { PermissionMatrixQuery, PermissionMatrixRow, RoleListItem } from '@shared/roles/roles';
import { useState } from 'react';
import { apiErrorText, useApi } from '../../../api';
import { saveCsv } from '../../../lib/save-file';
import { matrixCsv } from './grant-sources';
import { PERMISSIONS_MESSAGES as MESSAGES } from './messages';
import { showSuccess } from '../../../ui';

export function ExportCsvButton({
  query,
  rolesById,
}: {
  query: Omit<PermissionMatrixQuery, 'cursor' | 'limit'>;
  rolesById: ReadonlyMap<string, RoleListItem> | undefined;
}) {
  const { roles } = useApi();
  const [exporting, setExporting] = useState(false);

  const run = async (known: ReadonlyMap<string, RoleListItem>) => {
    setExporting(true);
    try {
      const rows: PermissionMatrixRow[] = [];
      let cursor: string | undefined;
      do {
        const page = await roles.permissionMatrix({ ...query, limit: PAGE_SIZE_MAX, cursor });
        rows.push(...page.items);
        cursor = page.nextCursor ?? undefined;
      } while (cursor !== undefined);
      saveCsv(matrixCsv(rows, known), `permissions-${new Date().toISOString().slice(0, 10)}.csv`);
      showSuccess(MESSAGES.exported(rows.length));
    } catch (error) {
      notifications.show({
        color: 'red',
        title: MESSAGES.exportFailed,
        message: apiErrorText(error),
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={exporting}
      disabled={rolesById === undefined}
      onClick={() => {
        if (rolesById !== undefined) void run(rolesById);
      }}
    >
      {MESSAGES.exportCsv}
    </Button>
  );
}
