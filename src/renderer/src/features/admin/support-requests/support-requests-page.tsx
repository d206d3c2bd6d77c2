// Support requests (admin /admin/support/requests, system administrators): what people sent with
// the built-in support form, from every tenant, newest first and paged on the server, open ones
// unless the status filter says otherwise; a row opens the whole request, which can be closed there.
import { Badge, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import {
  SUPPORT_REQUEST_DEFAULT_STATUS,
  SUPPORT_REQUEST_STATUS_FILTERS,
  type SupportRequestSummary,
} from '@shared/support/support-requests';
import { useState } from 'react';
import { z } from 'zod';
import { useApi } from '../../../api';
import { useScreenPageTitle } from '../../../lib/page-title';
import { useCurrentUser, useSession } from '../../../lib/session';
import { StatusMessage } from '../../../ui';
import { DataTable, type DataTableColumn, type DataTableFilter } from '../../../ui/data-table';
import { AdminScreenHeader } from '../admin-screen-header';
import { SUPPORT_REQUESTS_MESSAGES as M } from './messages';
import { formatWhen, SupportRequestDialog } from './support-request-dialog';
import { supportRequestsKey } from './support-request-queries';

const COLUMNS: readonly DataTableColumn<SupportRequestSummary>[] = [
  { id: 'createdAt', header: M.when, width: '170px', cell: (row) => formatWhen(row.createdAt) },
  {
    id: 'person',
    header: M.person,
    width: '240px',
    cell: (row) => (
      <Stack gap={0}>
        <Text size="sm" fw={600} truncate>
          {row.name}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {row.email}
        </Text>
      </Stack>
    ),
  },
  { id: 'tenant', header: M.tenant, width: '170px', cell: (row) => row.tenant.name },
  {
    id: 'subject',
    header: M.subject,
    cell: (row) => (
      <Text size="sm" truncate>
        {row.subject}
      </Text>
    ),
  },
  {
    id: 'status',
    header: M.status,
    width: '100px',
    cell: (row) => (
      <Badge variant="light" color={row.status === 'open' ? 'blue' : 'gray'}>
        {M.statuses[row.status]}
      </Badge>
    ),
  },
];

const FILTERS: readonly DataTableFilter[] = [
  {
    id: 'status',
    label: M.status,
    kind: 'select',
    defaultValue: SUPPORT_REQUEST_DEFAULT_STATUS,
    options: SUPPORT_REQUEST_STATUS_FILTERS.map((status) => ({
      value: status,
      label: M.statusFilters[status],
    })),
  },
];

const statusFilterSchema = z.enum(SUPPORT_REQUEST_STATUS_FILTERS);

export function SupportRequestsPage() {
  useScreenPageTitle();
  const api = useApi();
  const tenantId = useSession()?.tenantId ?? '';
  const isSysAdmin = useCurrentUser().identity?.isSysAdmin === true;
  const [open, setOpen] = useState<SupportRequestSummary | null>(null);

  return (
    <Stack gap="lg" pb={40}>
      <AdminScreenHeader />
      {isSysAdmin ? (
        <DataTable
          label={M.tableLabel}
          queryKey={supportRequestsKey(tenantId)}
          columns={COLUMNS}
          filters={FILTERS}
          fetchPage={({ cursor, filters, signal }) => {
            // A hand-edited URL with another status shows the default list.
            const status = statusFilterSchema
              .catch(SUPPORT_REQUEST_DEFAULT_STATUS)
              .parse(filters.status ?? SUPPORT_REQUEST_DEFAULT_STATUS);
            return api.supportRequests.list({ status, cursor }, signal);
          }}
          getRowId={(row) => row.id}
          rowLabel={(row) => row.subject}
          onOpenRow={setOpen}
          messages={{ empty: M.empty }}
        />
      ) : (
        <StatusMessage icon={IconLock} title={M.sysAdminsOnly}>
          {M.sysAdminsOnlyDetail}
        </StatusMessage>
      )}
      <SupportRequestDialog
        target={open}
        onClose={() => {
          setOpen(null);
        }}
      />
    </Stack>
  );
}
