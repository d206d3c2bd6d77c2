// Support requests (admin /admin/support/requests, system administrators): what people sent with
// the built-in support form, from every tenant, newest first and paged on the server; a row opens
// the whole request.
import { Badge, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { SupportRequestSummary } from '@shared/support/support-requests';
import { useState } from 'react';
import { useApi } from '../../../api';
import { useScreenPageTitle } from '../../../lib/page-title';
import { useCurrentUser, useSession } from '../../../lib/session';
import { StatusMessage } from '../../../ui';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { AdminScreenHeader } from '../admin-screen-header';
import { SUPPORT_REQUESTS_MESSAGES as M } from './messages';
import { formatWhen, SupportRequestDialog } from './support-request-dialog';

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
          queryKey={[tenantId, 'support-requests']}
          columns={COLUMNS}
          fetchPage={({ cursor, signal }) => api.supportRequests.list(cursor, signal)}
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
