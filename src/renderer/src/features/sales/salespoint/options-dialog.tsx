// Choosing a product's options before it joins the sale: its size (one of the variants), each
// modifier group (a required single choice as radios, optional extras as checkboxes) with the
// price each adds, and the quantity; the button says what the line will cost.
import { Button, Checkbox, Group, NumberInput, Radio, Stack, Text } from '@mantine/core';
import type { Catalogue, Product } from '@shared/sales/catalogue';
import { useState, type FormEvent } from 'react';
import { TargetDialog } from '../../../ui';
import { POS_MESSAGES as M } from '../messages';
import { lineFor, MAX_QUANTITY, type Choice } from './cart';
import type { Money } from './money';

function initialChoice(product: Product, quantity: number): Choice {
  // The first size and the first option of each required group: one tap for the usual order.
  const required = product.modifierGroups
    .filter((group) => group.minSelect > 0)
    .flatMap((group) => group.options.slice(0, group.minSelect).map((option) => option.id));
  return {
    product,
    variantId: product.variants[0]?.id ?? null,
    modifierOptionIds: required,
    quantity,
  };
}

/** A row of radios or checkboxes, one per choice, large enough to tap. */
function Choices({
  control: Control,
  items,
}: {
  control: typeof Radio | typeof Checkbox;
  items: readonly { value: string; label: string }[];
}) {
  return (
    <Group gap="md" mt="xs">
      {items.map((item) => (
        <Control key={item.value} value={item.value} label={item.label} size="md" />
      ))}
    </Group>
  );
}

interface OptionsFormProps {
  catalogue: Catalogue;
  product: Product;
  quantity: number;
  money: Money;
  onAdd: (choice: Choice) => void;
  onCancel: () => void;
}

function OptionsForm({ catalogue, product, quantity, money, onAdd, onCancel }: OptionsFormProps) {
  const [choice, setChoice] = useState(() => initialChoice(product, quantity));
  const delta = (amount: number) => (amount === 0 ? '' : ` ${M.priceDelta(money(amount))}`);
  const line = lineFor(catalogue, choice);
  const setGroup = (groupOptionIds: readonly string[], chosen: readonly string[]) => {
    setChoice((current) => ({
      ...current,
      modifierOptionIds: [
        ...current.modifierOptionIds.filter((id) => !groupOptionIds.includes(id)),
        ...chosen,
      ],
    }));
  };
  const missing = product.modifierGroups.some(
    (group) =>
      group.options.filter((option) => choice.modifierOptionIds.includes(option.id)).length <
      group.minSelect,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!missing) onAdd(choice);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {product.variants.length === 0 ? null : (
          <Radio.Group
            label={M.size}
            value={choice.variantId}
            onChange={(variantId) => {
              setChoice((current) => ({ ...current, variantId }));
            }}
            withAsterisk
          >
            <Choices
              control={Radio}
              items={product.variants.map((variant) => ({
                value: variant.id,
                label: `${variant.name} · ${money(variant.priceMinor)}`,
              }))}
            />
          </Radio.Group>
        )}
        {product.modifierGroups.map((group) => {
          const ids = group.options.map((option) => option.id);
          const chosen = choice.modifierOptionIds.filter((id) => ids.includes(id));
          const frame = {
            label: group.name,
            description: group.minSelect > 0 ? M.required : M.optional,
          };
          const items = group.options.map((option) => ({
            value: option.id,
            label: `${option.name}${delta(option.priceDeltaMinor)}`,
          }));
          return group.maxSelect === 1 && group.minSelect === 1 ? (
            <Radio.Group
              key={group.id}
              {...frame}
              value={chosen[0] ?? null}
              onChange={(id) => {
                setGroup(ids, [id]);
              }}
              withAsterisk
            >
              <Choices control={Radio} items={items} />
            </Radio.Group>
          ) : (
            <Checkbox.Group
              key={group.id}
              {...frame}
              value={chosen}
              onChange={(next) => {
                setGroup(ids, next.slice(-group.maxSelect));
              }}
            >
              <Choices control={Checkbox} items={items} />
            </Checkbox.Group>
          );
        })}
        <NumberInput
          label={M.quantity}
          value={choice.quantity}
          onChange={(value) => {
            setChoice((current) => ({ ...current, quantity: Math.max(1, Number(value) || 1) }));
          }}
          min={1}
          max={MAX_QUANTITY}
          allowDecimal={false}
          allowNegative={false}
          w={140}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {M.cancel}
          </Button>
          <Button type="submit" size="md" disabled={missing} data-autofocus>
            {M.addToSale(money(line.unitPriceMinor * line.quantity))}
          </Button>
        </Group>
        {missing ? (
          <Text size="sm" c="dimmed">
            {M.required}
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}

export function OptionsDialog({
  product,
  onClose,
  ...form
}: Omit<OptionsFormProps, 'product' | 'onCancel'> & {
  product: Product | null;
  onClose: () => void;
}) {
  return (
    <TargetDialog
      target={product}
      onClose={onClose}
      title={product === null ? '' : M.options(product.name)}
      closeLabel={M.close}
      size="lg"
    >
      {(chosen) => <OptionsForm {...form} product={chosen} onCancel={onClose} />}
    </TargetDialog>
  );
}
