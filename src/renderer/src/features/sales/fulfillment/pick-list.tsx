// The printable pick list: the new orders to pack, oldest first, those chosen printed on paper
// (window.print with a print stylesheet that hides the app) with their codes, items, boxes and
// the tenant's pickup instructions for pickup orders.
import { Button, Checkbox, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Order } from '@shared/sales/fulfillment';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { apiErrorText } from '../../../api';
import { useSession } from '../../../lib/session';
import { ErrorAlert } from '../../../ui';
import { fulfillmentKey, fulfillmentSettingsQuery, useFulfillmentApi } from '../api/fulfillment';
import { FULFILLMENT_MESSAGES as M } from './messages';
import { OrderItems } from './order-items';
import classes from './pick-list.module.css';

const PRINTING = 'printing-pick-list';

function PrintSheet({ orders, instructions }: { orders: readonly Order[]; instructions: string }) {
  return createPortal(
    <div className={classes.sheet}>
      <h1>{M.pickListTitle}</h1>
      <p>{M.printedAt(new Date().toLocaleString())}</p>
      {orders.map((order) => (
        <section key={order.id} className={classes.order}>
          <div className={classes.code}>{order.code}</div>
          <div>
            {order.customerName} · {M.kinds[order.kind]}
            {order.receiptNumber === null ? '' : ` · ${M.receipt} ${order.receiptNumber}`}
          </div>
          {order.shipTo === '' ? null : (
            <div style={{ whiteSpace: 'pre-line' }}>{order.shipTo}</div>
          )}
          {order.note === '' ? null : <div>{order.note}</div>}
          <OrderItems items={order.items} />
          {order.kind === 'pickup' && instructions !== '' ? (
            <div>
              <strong>{M.pickupInstructions}:</strong> {instructions}
            </div>
          ) : null}
        </section>
      ))}
    </div>,
    document.body,
  );
}

function PickList({ onClose }: { onClose: () => void }) {
  const tenantId = useSession()?.tenantId ?? '';
  const api = useFulfillmentApi();
  const toPack = useQuery({
    queryKey: [...fulfillmentKey(tenantId), 'pick-list'],
    queryFn: ({ signal }) => api.page({ status: 'new', sort: 'createdAt', limit: '200' }, signal),
  });
  const settings = useQuery(fulfillmentSettingsQuery(api, tenantId));
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const done = () => {
      document.body.classList.remove(PRINTING);
    };
    window.addEventListener('afterprint', done);
    return () => {
      window.removeEventListener('afterprint', done);
      done();
    };
  }, []);
  if (toPack.isError) return <ErrorAlert message={apiErrorText(toPack.error)} />;
  if (toPack.data === undefined) {
    return (
      <Stack aria-busy="true">
        <Skeleton h={20} />
        <Skeleton h={20} />
        <Skeleton h={20} />
      </Stack>
    );
  }
  const orders = toPack.data.items;
  const chosen = orders.filter((order) => !left.has(order.id));
  if (orders.length === 0) return <Text c="dimmed">{M.pickListEmpty}</Text>;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {M.pickListIntro}
      </Text>
      {orders.map((order) => (
        <Checkbox
          key={order.id}
          aria-label={M.choose(order.code)}
          checked={!left.has(order.id)}
          onChange={(event) => {
            const keep = event.currentTarget.checked;
            setLeft((current) => {
              const next = new Set(current);
              if (keep) next.delete(order.id);
              else next.add(order.id);
              return next;
            });
          }}
          label={`${order.code} · ${order.customerName} · ${M.itemCount(order.items.reduce((sum, item) => sum + item.quantity, 0))}`}
        />
      ))}
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={onClose}>
          {M.cancel}
        </Button>
        <Button
          leftSection={<IconPrinter size={16} />}
          disabled={chosen.length === 0}
          onClick={() => {
            document.body.classList.add(PRINTING);
            window.print();
          }}
        >
          {M.print}
        </Button>
      </Group>
      <PrintSheet orders={chosen} instructions={settings.data?.pickupInstructions ?? ''} />
    </Stack>
  );
}

export function PickListButton() {
  const [open, { open: openPickList, close: closePickList }] = useDisclosure(false);
  return (
    <>
      <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={openPickList}>
        {M.pickList}
      </Button>
      <Modal
        opened={open}
        onClose={closePickList}
        title={M.pickListTitle}
        closeButtonProps={{ 'aria-label': M.close }}
        centered
        size="lg"
      >
        {open ? <PickList onClose={closePickList} /> : null}
      </Modal>
    </>
  );
}
