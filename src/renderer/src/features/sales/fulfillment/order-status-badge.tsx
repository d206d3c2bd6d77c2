// An order's status as a coloured badge, and its kind as a quiet one.
import { Badge } from '@mantine/core';
import type { FulfillmentKind, FulfillmentStatus } from '@shared/sales/fulfillment';
import { FULFILLMENT_MESSAGES as M } from './messages';

const COLORS: Readonly<Record<FulfillmentStatus, string>> = {
  new: 'blue',
  packed: 'orange',
  ready: 'teal',
  handedOver: 'gray',
  shipped: 'gray',
};

export function OrderStatusBadge({ status }: { status: FulfillmentStatus }) {
  return (
    <Badge color={COLORS[status]} variant="dot" tt="none">
      {M.statuses[status]}
    </Badge>
  );
}

export function OrderKindBadge({ kind }: { kind: FulfillmentKind }) {
  return (
    <Badge color={kind === 'pickup' ? 'indigo' : 'grape'} variant="light" tt="none">
      {M.kinds[kind]}
    </Badge>
  );
}
