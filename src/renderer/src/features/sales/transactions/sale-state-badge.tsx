// A sale's state as a coloured badge: completed, partly refunded, refunded or voided.
import { Badge } from '@mantine/core';
import type { SALE_STATES } from '@shared/sales/sales';
import { TRANSACTION_MESSAGES as M } from './messages';

const COLORS: Readonly<Record<(typeof SALE_STATES)[number], string>> = {
  completed: 'teal',
  partiallyRefunded: 'orange',
  refunded: 'grape',
  voided: 'gray',
};

export function SaleStateBadge({ state }: { state: (typeof SALE_STATES)[number] }) {
  return (
    <Badge color={COLORS[state]} variant="dot" tt="none">
      {M.states[state]}
    </Badge>
  );
}
