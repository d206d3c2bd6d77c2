// Stations (admin /admin/iam/stations): the tenant's registered Zyno Desktop installs — name, who
// registered it and when, when it was last seen, whether a fingerprint reader is attached — with
// rename and revoke, and how to register a new one. Tens of stations at most, so the one list
// call answers them all and the page sorts and filters them here.
import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconFingerprint, IconPencil, IconPlugConnectedX } from '@tabler/icons-react';
import type { Install } from '@shared/installs/installs';
import type { SortOrder } from '@shared/paging';
import { useApi } from '../../../api';
import { useScreenPageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { DataTable, type DataTableColumn, type DataTableFilter } from '../../../ui/data-table';
import { AdminScreenHeader } from '../admin-screen-header';
import { ConfirmDialog } from '../confirm-dialog';
import { useDialogTarget } from '../use-dialog-target';
import { STATION_MESSAGES as M } from './messages';
import { RegisterStationHelp } from './register-station-help';
import { RenameStationDialog } from './rename-station-dialog';

const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const STATUS_OPTIONS = [
  { value: 'active', label: M.active },
  { value: 'revoked', label: M.revoked },
] as const;

const FILTERS: readonly DataTableFilter[] = [
  { id: 'status', label: M.statusFilter, kind: 'select', options: STATUS_OPTIONS },
];

const SORT_VALUES: Readonly<Record<string, (install: Install) => string>> = {
  name: (install) => install.name.toLocaleLowerCase(),
  registeredAt: (install) => install.registeredAt,
  lastSeenAt: (install) => install.lastSeenAt ?? '',
};

/** The server's order (live first, then by name) unless a column asks for another. */
function arrange(installs: Install[], status: string | undefined, sort: SortOrder | null) {
  const shown = installs.filter(
    (install) => status === undefined || (install.revokedAt === null) === (status === 'active'),
  );
  const value = sort === null ? undefined : SORT_VALUES[sort.column];
  if (sort === null || value === undefined) return shown;
  const direction = sort.descending ? -1 : 1;
  return shown.toSorted((a, b) => direction * value(a).localeCompare(value(b)));
}

function StatusBadge({ install }: { install: Install }) {
  return install.revokedAt === null ? (
    <Badge color="teal" variant="dot" tt="none">
      {M.active}
    </Badge>
  ) : (
    <Badge
      color="gray"
      variant="dot"
      tt="none"
      title={M.revokedOn(DATE.format(new Date(install.revokedAt)))}
    >
      {M.revoked}
    </Badge>
  );
}

const COLUMNS: readonly DataTableColumn<Install>[] = [
  {
    id: 'name',
    header: M.name,
    sortable: true,
    cell: (install) => (
      <Text size="sm" fw={600} c={install.revokedAt === null ? undefined : 'dimmed'} truncate>
        {install.name}
      </Text>
    ),
  },
  {
    id: 'status',
    header: M.status,
    width: '120px',
    cell: (install) => <StatusBadge install={install} />,
  },
  {
    id: 'registeredBy',
    header: M.registeredBy,
    cell: (install) => install.registeredBy?.name ?? M.formerAdmin,
  },
  {
    id: 'registeredAt',
    header: M.registeredAt,
    sortable: true,
    width: '140px',
    cell: (install) => DATE.format(new Date(install.registeredAt)),
  },
  {
    id: 'lastSeenAt',
    header: M.lastSeen,
    sortable: true,
    width: '190px',
    cell: (install) =>
      install.lastSeenAt === null ? M.never : DATE_TIME.format(new Date(install.lastSeenAt)),
  },
  {
    id: 'reader',
    header: M.reader,
    width: '170px',
    cell: (install) =>
      install.capabilities.includes('fingerprintReader') ? (
        <Group gap={6} wrap="nowrap">
          <IconFingerprint size={16} aria-hidden />
          {M.readerAttached}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {M.noReader}
        </Text>
      ),
  },
];

export function StationsPage() {
  useScreenPageTitle();
  const { installs } = useApi();
  const tenantId = useSession()?.tenantId ?? '';
  const renaming = useDialogTarget<Install>();
  const revoking = useDialogTarget<Install>();
  const isRevoked = (install: Install) => install.revokedAt !== null;
  const actions = [
    { label: M.rename, icon: IconPencil, onClick: renaming.open, hidden: isRevoked },
    {
      label: M.revoke,
      icon: IconPlugConnectedX,
      color: 'red',
      onClick: revoking.open,
      hidden: isRevoked,
    },
  ];

  return (
    <Stack gap="lg" pb={40}>
      <AdminScreenHeader />
      <DataTable
        label={M.tableLabel}
        queryKey={[tenantId, 'installs']}
        columns={COLUMNS}
        filters={FILTERS}
        fetchPage={async ({ filters, sort, signal }) => ({
          items: arrange(await installs.list(signal), filters.status, sort),
          nextCursor: null,
        })}
        getRowId={(install) => install.id}
        rowLabel={(install) => install.name}
        rowActions={actions}
        height={360}
        messages={{ empty: M.empty }}
      />
      <RegisterStationHelp />
      <RenameStationDialog target={renaming.target} onClose={renaming.close} />
      <ConfirmDialog
        target={revoking.target}
        onClose={revoking.close}
        texts={M.revokeDialog}
        nameOf={(install) => install.name}
        act={(install) => installs.revoke(install.id)}
        resource="installs"
      />
    </Stack>
  );
}
