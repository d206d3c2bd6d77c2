// One order beside the list: who it is for, what is in it, and the next step of its status flow
// (packing asks for the box type). The answer of each step refreshes the list.
import { Button, Drawer, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { nextFulfillmentStatus, type Order } from '@shared/sales/fulfillment';
import { useState, type ReactNode } from 'react';
import { apiErrorText } from '../../../api';
import { useReferenceList } from '../../../lib/reference-data';
import { useSession } from '../../../lib/session';
import { ErrorAlert, showSuccess } from '../../../ui';
import { fulfillmentKey, orderQuery, useFulfillmentApi } from '../api/fulfillment';
import { FULFILLMENT_MESSAGES as M } from './messages';
import { OrderItems } from './order-items';
import { OrderKindBadge, OrderStatusBadge } from './order-status-badge';

/** One labelled fact of the order; an address keeps its line breaks. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
      <Text span size="sm" fw={700}>
        {label}:{' '}
      </Text>
      {children}
    </Text>
  );
}

function NextStep({ order }: { order: Order }) {
  const tenantId = useSession()?.tenantId ?? '';
  const api = useFulfillmentApi();
  const queryClient = useQueryClient();
  const boxTypes = useReferenceList('salesFulfillmentBoxTypes');
  const [boxTypeId, setBoxTypeId] = useState<string | null>(order.boxTypeId);
  const next = nextFulfillmentStatus(order.kind, order.status);
  const move = useMutation({
    mutationFn: (status: NonNullable<typeof next>) =>
      api.changeStatus(order.id, { status, boxTypeId: status === 'packed' ? boxTypeId : null }),
    onSuccess: (moved) => {
      showSuccess(M.moved(moved.code, M.statuses[moved.status]));
      void queryClient.invalidateQueries({ queryKey: fulfillmentKey(tenantId) });
    },
  });
  if (next === null) return <Text c="dimmed">{M.done}</Text>;
  const options = [...boxTypes.values()].map((box) => ({
    value: box.id,
    label: `${box.name} (${String(box.lengthMm)} × ${String(box.widthMm)} × ${String(box.heightMm)} mm)`,
  }));
  return (
    <Stack gap="sm">
      <ErrorAlert message={move.error === null ? null : apiErrorText(move.error)} />
      {next === 'packed' ? (
        <Select
          label={M.boxType}
          placeholder={M.boxTypePlaceholder}
          data={options}
          value={boxTypeId}
          onChange={setBoxTypeId}
          description={options.length === 0 ? M.noBoxTypes : undefined}
          required
        />
      ) : null}
      <Group>
        <Button
          onClick={() => {
            move.mutate(next);
          }}
          loading={move.isPending}
          disabled={next === 'packed' && boxTypeId === null}
        >
          {M.actions[next]}
        </Button>
      </Group>
    </Stack>
  );
}

function OrderBody({ order }: { order: Order }) {
  return (
    <Stack gap="md">
      <Group gap="xs">
        <OrderKindBadge kind={order.kind} />
        <OrderStatusBadge status={order.status} />
      </Group>
      <Fact label={M.customer}>{order.customerName}</Fact>
      {order.contact === '' ? null : <Fact label={M.contact}>{order.contact}</Fact>}
      {order.shipTo === '' ? null : <Fact label={M.shipTo}>{order.shipTo}</Fact>}
      {order.note === '' ? null : <Fact label={M.note}>{order.note}</Fact>}
      {order.receiptNumber === null ? null : <Fact label={M.receipt}>{order.receiptNumber}</Fact>}
      {order.boxTypeName === null ? null : <Fact label={M.box}>{order.boxTypeName}</Fact>}
      <OrderItems items={order.items} />
      <NextStep key={`${order.id}-${order.status}`} order={order} />
    </Stack>
  );
}

export function OrderDrawer({ orderId, onClose }: { orderId: string | null; onClose: () => void }) {
  const tenantId = useSession()?.tenantId ?? '';
  const api = useFulfillmentApi();
  const order = useQuery({
    ...orderQuery(api, tenantId, orderId ?? ''),
    enabled: orderId !== null,
  });
  return (
    <Drawer
      opened={orderId !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={order.data === undefined ? M.loadingOrder : M.orderTitle(order.data.code)}
      closeButtonProps={{ 'aria-label': M.close }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {order.isError ? (
        <ErrorAlert title={M.orderFailed} message={apiErrorText(order.error)} />
      ) : order.data === undefined ? (
        <Stack aria-busy="true" aria-label={M.loadingOrder}>
          <Skeleton h={24} w="40%" />
          <Skeleton h={60} />
          <Skeleton h={120} />
        </Stack>
      ) : (
        <OrderBody order={order.data} />
      )}
    </Drawer>
  );
}
