// /sales/transactions: every sale of the tenant, newest first and paged on the server, filtered
// by receipt number, location, staff, station, payment type, state, days and total (all in the
// URL); a row opens the sale's page.
import { Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { SALE_STATES, TENDER_KINDS, type Sale } from '@shared/sales/sales';
import { buildPath } from '@shared/paths';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useScreenPageTitle } from '../../../lib/page-title';
import { useReferenceList, useShopTimeZone } from '../../../lib/reference-data';
import { useSession } from '../../../lib/session';
import { namedOptions, valueOptions } from '../../../ui';
import { DataTable, type DataTableColumn, type DataTableFilter } from '../../../ui/data-table';
import { transactionFilterOptionsQuery, useTransactionsApi } from '../api/transactions';
import { salesKey } from '../api/sales';
import { formatMoney } from '@shared/sales/format-money';
import { TRANSACTION_MESSAGES as M } from './messages';
import { SaleStateBadge } from './sale-state-badge';
import { saleTime } from './sale-time';
import { listQueryOf } from './transaction-filters';

const TRANSACTION_PATH = '/sales/transactions/:id';

export function TransactionsPage() {
  useScreenPageTitle();
  const tenantId = useSession()?.tenantId ?? '';
  const api = useTransactionsApi();
  const navigate = useNavigate();
  const locations = useReferenceList('coreLocations');
  const timeZone = useShopTimeZone();
  const options = useQuery(transactionFilterOptionsQuery(api, tenantId)).data;

  const columns = useMemo<DataTableColumn<Sale>[]>(
    () => [
      {
        id: 'receipt',
        header: M.receipt,
        width: '150px',
        cell: (sale) => (
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fw={600} ff="monospace">
              {sale.receiptNumber}
            </Text>
            {sale.offline ? (
              <Tooltip label={M.offline}>
                <IconCloudUpload size={14} aria-label={M.offline} />
              </Tooltip>
            ) : null}
          </Group>
        ),
      },
      {
        id: 'capturedAt',
        header: M.when,
        width: '190px',
        sortable: true,
        cell: (sale) =>
          saleTime(sale.capturedAt, locations.get(sale.locationId)?.timeZone, 'short'),
      },
      {
        id: 'where',
        header: M.where,
        cell: (sale) => (
          <Stack gap={0}>
            <Text size="sm" truncate>
              {sale.locationName}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {sale.installName ?? M.browser}
            </Text>
          </Stack>
        ),
      },
      { id: 'staff', header: M.staff, width: '150px', cell: (sale) => sale.staff.name },
      {
        id: 'paidBy',
        header: M.paidBy,
        width: '170px',
        cell: (sale) =>
          [...new Set(sale.tenders.map((tender) => M.tenderKinds[tender.kind]))].join(', '),
      },
      {
        id: 'state',
        header: M.state,
        width: '140px',
        cell: (sale) => <SaleStateBadge state={sale.state} />,
      },
      {
        id: 'total',
        header: M.total,
        width: '110px',
        cell: (sale) => (
          <Text size="sm" ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatMoney(sale.totalMinor, sale.currency)}
          </Text>
        ),
      },
    ],
    [locations],
  );

  const filters = useMemo<DataTableFilter[]>(
    () => [
      { id: 'search', label: M.search, kind: 'text', placeholder: M.searchPlaceholder },
      {
        id: 'locationId',
        label: M.location,
        kind: 'select',
        options: namedOptions(locations.values()),
      },
      {
        id: 'staff',
        label: M.staff,
        kind: 'select',
        options: namedOptions(options?.staff ?? []),
      },
      {
        id: 'station',
        label: M.station,
        kind: 'select',
        options: namedOptions(options?.stations ?? []),
      },
      {
        id: 'tender',
        label: M.tender,
        kind: 'select',
        options: valueOptions(TENDER_KINDS, M.tenderKinds),
      },
      {
        id: 'state',
        label: M.state,
        kind: 'select',
        options: valueOptions(SALE_STATES, M.states),
      },
      { id: 'from', label: M.from, kind: 'date' },
      { id: 'to', label: M.to, kind: 'date' },
      { id: 'min', label: M.minTotal, kind: 'text', placeholder: M.amountPlaceholder },
      { id: 'max', label: M.maxTotal, kind: 'text', placeholder: M.amountPlaceholder },
    ],
    [locations, options],
  );

  return (
    <Stack gap="md" p={{ base: 'sm', md: 'lg' }}>
      <Title order={1} fz="h2">
        {M.title}
      </Title>
      <DataTable
        label={M.tableLabel}
        queryKey={[...salesKey(tenantId), 'transactions', timeZone]}
        columns={columns}
        filters={filters}
        fetchPage={({ sort, filters: chosen, cursor, signal }) =>
          api.page(listQueryOf({ sort, filters: chosen, cursor }, timeZone), signal)
        }
        getRowId={(sale) => sale.id}
        rowLabel={(sale) => `${M.receipt} ${sale.receiptNumber}`}
        onOpenRow={(sale) => {
          void navigate(buildPath(TRANSACTION_PATH, { id: sale.id }));
        }}
        messages={{ empty: M.empty }}
      />
    </Stack>
  );
}
