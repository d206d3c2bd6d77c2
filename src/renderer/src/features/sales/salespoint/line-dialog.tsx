// Editing a line of the sale (its quantity, its discount, or removing it) and discounting the
// whole sale. Saving a discount may first need a manager's approval: the screen decides.
import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import type { Discount } from '@shared/sales/cart-totals';
import { useState, type FormEvent } from 'react';
import { FormDialog, TargetDialog } from '../../../ui';
import { GIFT_CARD_SALE_MESSAGES as G, POS_MESSAGES as M } from '../messages';
import { MAX_QUANTITY, type CartLine } from './cart';
import { DiscountFields, discountInputOf, parseDiscount } from './discount-fields';

interface DiscountFormProps {
  currency: string;
  discount: Discount | null;
  /** What the discount comes off (an amount may not exceed it). */
  baseMinor: number;
  quantity?: number;
  onSave: (change: { quantity: number; discount: Discount | null }) => void;
  onRemove?: () => void;
  onCancel: () => void;
}

function DiscountForm({
  currency,
  discount,
  baseMinor,
  quantity: initialQuantity,
  onSave,
  onRemove,
  onCancel,
}: DiscountFormProps) {
  const [quantity, setQuantity] = useState<number | ''>(initialQuantity ?? 1);
  const [input, setInput] = useState(() => discountInputOf(discount, currency));
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const count = quantity === '' ? 1 : quantity;
    const parsed = parseDiscount(input, currency, (baseMinor / (initialQuantity ?? 1)) * count);
    if ('error' in parsed) setError(parsed.error);
    else onSave({ quantity: count, discount: parsed.discount });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {initialQuantity === undefined ? null : (
          <NumberInput
            label={M.quantity}
            value={quantity}
            onChange={(value) => {
              setQuantity(value === '' ? '' : Math.max(1, Number(value)));
            }}
            min={1}
            max={MAX_QUANTITY}
            allowDecimal={false}
            allowNegative={false}
            w={140}
          />
        )}
        <DiscountFields
          value={input}
          onChange={(next) => {
            setInput(next);
            setError(null);
          }}
          currency={currency}
          error={error}
        />
        <Group justify="space-between" gap="sm" mt="xs">
          {onRemove === undefined ? (
            <span />
          ) : (
            <Button variant="light" color="red" onClick={onRemove}>
              {M.removeLine}
            </Button>
          )}
          <Group gap="sm">
            <Button variant="default" onClick={onCancel}>
              {M.cancel}
            </Button>
            <Button type="submit">{M.save}</Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** A gift card's line has no quantity nor discount to edit: only its removal. */
function GiftCardLineForm({ onRemove, onCancel }: { onRemove: () => void; onCancel: () => void }) {
  return (
    <Stack gap="md">
      <Text>{G.lineHelp}</Text>
      <Group justify="space-between" gap="sm">
        <Button variant="light" color="red" onClick={onRemove}>
          {M.removeLine}
        </Button>
        <Button variant="default" onClick={onCancel}>
          {M.cancel}
        </Button>
      </Group>
    </Stack>
  );
}

export function LineDialog({
  line,
  currency,
  onClose,
  onSave,
  onRemove,
}: {
  line: CartLine | null;
  currency: string;
  onClose: () => void;
  onSave: (line: CartLine, change: { quantity: number; discount: Discount | null }) => void;
  onRemove: (line: CartLine) => void;
}) {
  return (
    <TargetDialog
      target={line}
      onClose={onClose}
      title={line === null ? '' : M.lineDialog(line.name)}
      closeLabel={M.close}
    >
      {(edited) =>
        edited.giftCardCode === undefined ? (
          <DiscountForm
            currency={currency}
            discount={edited.discount}
            baseMinor={edited.unitPriceMinor * edited.quantity}
            quantity={edited.quantity}
            onSave={(change) => {
              onSave(edited, change);
            }}
            onRemove={() => {
              onRemove(edited);
            }}
            onCancel={onClose}
          />
        ) : (
          <GiftCardLineForm
            onRemove={() => {
              onRemove(edited);
            }}
            onCancel={onClose}
          />
        )
      }
    </TargetDialog>
  );
}

export function SaleDiscountDialog({
  opened,
  currency,
  discount,
  baseMinor,
  onClose,
  onSave,
}: {
  opened: boolean;
  currency: string;
  discount: Discount | null;
  baseMinor: number;
  onClose: () => void;
  onSave: (discount: Discount | null) => void;
}) {
  return (
    <FormDialog opened={opened} onClose={onClose} title={M.saleDiscountTitle} closeLabel={M.close}>
      <DiscountForm
        currency={currency}
        discount={discount}
        baseMinor={baseMinor}
        onSave={(change) => {
          onSave(change.discount);
        }}
        onCancel={onClose}
      />
    </FormDialog>
  );
}
