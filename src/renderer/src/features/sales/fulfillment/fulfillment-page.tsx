// /sales/fulfillment: the tenant's orders to pick up or ship, newest first, filtered by status,
// kind and a search (all in the URL); a row opens the order beside the list (?order=id), where
// its status moves on. "New order" creates one; the pick list prints the orders to pack.
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconScan } from '@tabler/icons-react';
import { FULFILLMENT_KINDS, FULFILLMENT_STATUSES, type Order } from '@shared/sales/fulfillment';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useScreenPageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { ScreenTitleBar, valueOptions } from '../../../ui';
import {
  DataTable,
  pageQuery,
  type DataTableColumn,
  type DataTableFilter,
} from '../../../ui/data-table';
import { fulfillmentKey, useFulfillmentApi } from '../api/fulfillment';
import { FULFILLMENT_MESSAGES as M } from './messages';
import { NewOrderDialog } from './new-order-dialog';
import { OrderDrawer } from './order-drawer';
import { OrderKindBadge, OrderStatusBadge } from './order-status-badge';
import { PickListButton } from './pick-list';

const ORDER_PARAM = 'order';

export function FulfillmentPage() {
  useScreenPageTitle();
  const tenantId = useSession()?.tenantId ?? '';
  const api = useFulfillmentApi();
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const openId = params.get(ORDER_PARAM);
  const setOpen = (id: string | null) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete(ORDER_PARAM);
        else next.set(ORDER_PARAM, id);
        return next;
      },
      { replace: id === null },
    );
  };
  const dateTime = useMemo(
    () => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
    [],
  );

  const columns = useMemo<DataTableColumn<Order>[]>(
    () => [
      {
        id: 'code',
        header: M.code,
        width: '110px',
        cell: (order) => (
          <Text size="sm" fw={700} ff="monospace">
            {order.code}
          </Text>
        ),
      },
      { id: 'customer', header: M.customer, cell: (order) => order.customerName },
      {
        id: 'kind',
        header: M.kind,
        width: '120px',
        cell: (order) => <OrderKindBadge kind={order.kind} />,
      },
      {
        id: 'status',
        header: M.status,
        width: '140px',
        cell: (order) => <OrderStatusBadge status={order.status} />,
      },
      {
        id: 'items',
        header: M.items,
        width: '110px',
        cell: (order) => M.itemCount(order.items.reduce((sum, item) => sum + item.quantity, 0)),
      },
      {
        id: 'receipt',
        header: M.receipt,
        width: '150px',
        cell: (order) => order.receiptNumber ?? '—',
      },
      {
        id: 'createdAt',
        header: M.created,
        width: '190px',
        sortable: true,
        cell: (order) => dateTime.format(new Date(order.createdAt)),
      },
    ],
    [dateTime],
  );

  const filters = useMemo<DataTableFilter[]>(
    () => [
      { id: 'search', label: M.search, kind: 'text', placeholder: M.searchPlaceholder },
      {
        id: 'status',
        label: M.status,
        kind: 'select',
        options: valueOptions(FULFILLMENT_STATUSES, M.statuses),
      },
      {
        id: 'kind',
        label: M.kind,
        kind: 'select',
        options: valueOptions(FULFILLMENT_KINDS, M.kinds),
      },
    ],
    [],
  );

  return (
    <Stack gap="md" p={{ base: 'sm', md: 'lg' }}>
      <ScreenTitleBar title={M.title}>
        <Group gap="sm">
          <Button
            component={Link}
            to="/sales/fulfillment/pickup-scan"
            variant="default"
            leftSection={<IconScan size={16} />}
          >
            {M.openScan}
          </Button>
          <PickListButton />
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => {
              setCreating(true);
            }}
          >
            {M.newOrder}
          </Button>
        </Group>
      </ScreenTitleBar>
      <DataTable
        label={M.tableLabel}
        queryKey={[...fulfillmentKey(tenantId), 'list']}
        columns={columns}
        filters={filters}
        fetchPage={(request) => api.page(pageQuery(request), request.signal)}
        getRowId={(order) => order.id}
        rowLabel={(order) => `${M.code} ${order.code}, ${order.customerName}`}
        onOpenRow={(order) => {
          setOpen(order.id);
        }}
        messages={{ empty: M.empty }}
      />
      <OrderDrawer
        orderId={openId}
        onClose={() => {
          setOpen(null);
        }}
      />
      <NewOrderDialog
        opened={creating}
        onClose={() => {
          setCreating(false);
        }}
        onCreated={(order) => {
          setCreating(false);
          setOpen(order.id);
        }}
      />
    </Stack>
  );
}
