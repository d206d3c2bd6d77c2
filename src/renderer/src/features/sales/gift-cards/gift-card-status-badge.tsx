// A gift card's status as a coloured badge: active, used up or deactivated.
import { Badge } from '@mantine/core';
import type { GiftCardStatus } from '@shared/sales/gift-cards';
import { GIFT_CARD_MESSAGES as M } from './messages';

const COLORS: Readonly<Record<GiftCardStatus, string>> = {
  active: 'teal',
  usedUp: 'gray',
  inactive: 'red',
};

export function GiftCardStatusBadge({ status }: { status: GiftCardStatus }) {
  return (
    <Badge color={COLORS[status]} variant="dot" tt="none">
      {M.statuses[status]}
    </Badge>
  );
}
