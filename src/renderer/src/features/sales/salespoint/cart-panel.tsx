// The sale being rung up: its customer, its lines (quantity − and +, tap to edit, discount shown),
// the totals from cartTotals, and the sale's actions: customer, discount, park, resume, clear, and
// Pay.
import {
  ActionIcon,
  Button,
  Group,
  Kbd,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  IconMinus,
  IconPlayerPause,
  IconPlus,
  IconReceipt,
  IconDiscount,
  IconTrash,
  IconHistory,
  IconUser,
  IconX,
} from '@tabler/icons-react';
import type { CartTotals, Discount } from '@shared/sales/cart-totals';
import type { SaleFulfillmentDraft } from '@shared/sales/fulfillment';
import { PickupControl } from '../fulfillment/pickup-control';
import { CUSTOMER_MESSAGES, POS_MESSAGES as M } from '../messages';
import { itemCount, type Cart, type CartLine } from './cart';
import type { Money } from './money';
import classes from './salespoint.module.css';

function discountText(discount: Discount, money: Money): string {
  return discount.kind === 'percent' ? `${String(discount.percent)}%` : money(discount.amountMinor);
}

function Line({
  line,
  totalMinor,
  money,
  onQuantity,
  onEdit,
}: {
  line: CartLine;
  totalMinor: number;
  money: Money;
  onQuantity: (quantity: number) => void;
  onEdit: () => void;
}) {
  return (
    <li className={classes.line}>
      <Group gap="xs" wrap="nowrap" align="start">
        <UnstyledButton
          onClick={onEdit}
          style={{ flex: 1, minWidth: 0 }}
          aria-label={M.editLine(line.name)}
        >
          <Text fw={600} truncate>
            {M.lineLabel(line.quantity, line.name)}
          </Text>
          {line.detail === '' ? null : (
            <Text size="sm" c="dimmed" truncate>
              {line.detail}
            </Text>
          )}
          <Group gap={6}>
            {line.quantity > 1 ? (
              <Text size="xs" c="dimmed">
                {M.eachPrice(money(line.unitPriceMinor))}
              </Text>
            ) : null}
            {line.discount === null ? null : (
              <Text size="xs" fw={600} c="dimmed">
                {M.lineDiscountBadge(discountText(line.discount, money))}
              </Text>
            )}
          </Group>
        </UnstyledButton>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={M.decrease(line.name)}
            onClick={() => {
              onQuantity(line.quantity - 1);
            }}
          >
            <IconMinus size={16} aria-hidden />
          </ActionIcon>
          {line.giftCardCode === undefined ? (
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={M.increase(line.name)}
              onClick={() => {
                onQuantity(line.quantity + 1);
              }}
            >
              <IconPlus size={16} aria-hidden />
            </ActionIcon>
          ) : null}
        </Group>
        <Text fw={600} w={72} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {money(totalMinor)}
        </Text>
      </Group>
    </li>
  );
}

function TotalRow({
  label,
  amount,
  strong = false,
}: {
  label: string;
  amount: string;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" fz={strong ? 'xl' : 'md'} fw={strong ? 800 : 400}>
      <Text fz="inherit" fw="inherit">
        {label}
      </Text>
      <Text fz="inherit" fw="inherit" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {amount}
      </Text>
    </Group>
  );
}

export interface CartPanelProps {
  cart: Cart;
  totals: CartTotals;
  money: Money;
  parkedCount: number;
  onQuantity: (line: CartLine, quantity: number) => void;
  onEditLine: (line: CartLine) => void;
  onSaleDiscount: () => void;
  onPark: () => void;
  onShowParked: () => void;
  onClear: () => void;
  onShowRecent: () => void;
  onPay: () => void;
  onCustomer: () => void;
  onRemoveCustomer: () => void;
  onFulfillment: (fulfillment: SaleFulfillmentDraft | null) => void;
}

/** The sale's customer, with × to take them off the sale. */
function CustomerRow({ name, onRemove }: { name: string; onRemove: () => void }) {
  return (
    <Group gap="xs" wrap="nowrap" mb="xs">
      <IconUser size={16} aria-hidden />
      <Text fw={600} size="sm" truncate style={{ flex: 1 }}>
        {CUSTOMER_MESSAGES.attached(name)}
      </Text>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={CUSTOMER_MESSAGES.remove(name)}
        onClick={onRemove}
      >
        <IconX size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

export function CartPanel({
  cart,
  totals,
  money,
  parkedCount,
  onQuantity,
  onEditLine,
  onSaleDiscount,
  onPark,
  onShowParked,
  onClear,
  onShowRecent,
  onPay,
  onCustomer,
  onRemoveCustomer,
  onFulfillment,
}: CartPanelProps) {
  const empty = cart.lines.length === 0;
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      className={classes.cart}
      component="section"
      aria-labelledby="pos-cart-title"
    >
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="h4" id="pos-cart-title">
          {M.cart}
        </Title>
        <Text c="dimmed" size="sm">
          {M.cartItems(itemCount(cart))}
        </Text>
      </Group>
      {cart.customer === null ? null : (
        <CustomerRow name={cart.customer.name} onRemove={onRemoveCustomer} />
      )}
      {empty ? null : (
        <PickupControl
          value={cart.fulfillment ?? null}
          customerName={cart.customer?.name ?? null}
          onChange={onFulfillment}
        />
      )}
      {empty ? (
        <Text c="dimmed" py="xl" ta="center" style={{ flex: 1 }}>
          {M.emptyCart}
        </Text>
      ) : (
        <ul className={classes.lines} aria-label={M.cart}>
          {cart.lines.map((line, position) => (
            <Line
              key={line.key}
              line={line}
              totalMinor={
                (totals.lines[position]?.grossMinor ?? 0) -
                (totals.lines[position]?.lineDiscountMinor ?? 0)
              }
              money={money}
              onQuantity={(quantity) => {
                onQuantity(line, quantity);
              }}
              onEdit={() => {
                onEditLine(line);
              }}
            />
          ))}
        </ul>
      )}
      <Stack gap={4} mt="sm" aria-label={M.total} role="group">
        <TotalRow label={M.subtotal} amount={money(totals.subtotalMinor)} />
        {totals.discountMinor > 0 ? (
          <TotalRow label={M.discounts} amount={`−${money(totals.discountMinor)}`} />
        ) : null}
        <TotalRow label={M.tax} amount={money(totals.taxMinor)} />
        <TotalRow label={M.total} amount={money(totals.totalMinor)} strong />
      </Stack>
      <SimpleGrid cols={2} spacing="xs" mt="sm">
        {[
          { label: M.saleDiscount, icon: IconDiscount, onClick: onSaleDiscount, disabled: empty },
          { label: M.park, icon: IconPlayerPause, onClick: onPark, disabled: empty },
          {
            label: M.parked(parkedCount),
            icon: IconHistory,
            onClick: onShowParked,
            disabled: false,
          },
          { label: M.clear, icon: IconTrash, onClick: onClear, disabled: empty },
          { label: M.recentSales, icon: IconReceipt, onClick: onShowRecent, disabled: false },
          {
            label: CUSTOMER_MESSAGES.customer,
            icon: IconUser,
            onClick: onCustomer,
            disabled: false,
          },
        ].map(({ label, icon: Icon, onClick, disabled }) => (
          <Button
            key={label}
            variant="default"
            leftSection={<Icon size={16} aria-hidden />}
            onClick={onClick}
            disabled={disabled}
          >
            {label}
          </Button>
        ))}
      </SimpleGrid>
      <Button
        size="xl"
        mt="md"
        fullWidth
        onClick={onPay}
        disabled={empty}
        rightSection={<Kbd size="xs">{M.payShortcut}</Kbd>}
      >
        {M.pay(money(totals.totalMinor))}
      </Button>
      <Text size="xs" c="dimmed" ta="center" mt={6}>
        {M.keyboardHelp}
      </Text>
    </Paper>
  );
}
