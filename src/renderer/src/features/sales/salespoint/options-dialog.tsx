// Choosing a product's options before it joins the sale: its size (one of the variants), each
// modifier group (a required single choice as radios, optional extras as checkboxes) with the
// price each adds, and the quantity; the button says what the line will cost.
import { Button, Checkbox, Group, NumberInput, Radio, Stack, Text } from '@mantine/core';
import type { Catalogue, Product } from '@shared/sales/catalogue';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../../ui';
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
            <Group gap="md" mt="xs">
              {product.variants.map((variant) => (
                <Radio
                  key={variant.id}
                  value={variant.id}
                  label={`${variant.name} · ${money(variant.priceMinor)}`}
                  size="md"
                />
              ))}
            </Group>
          </Radio.Group>
        )}
        {product.modifierGroups.map((group) => {
          const ids = group.options.map((option) => option.id);
          const chosen = choice.modifierOptionIds.filter((id) => ids.includes(id));
          const description = group.minSelect > 0 ? M.required : M.optional;
          return group.maxSelect === 1 && group.minSelect === 1 ? (
            <Radio.Group
              key={group.id}
              label={group.name}
              description={description}
              value={chosen[0] ?? null}
              onChange={(id) => {
                setGroup(ids, [id]);
              }}
              withAsterisk
            >
              <Group gap="md" mt="xs">
                {group.options.map((option) => (
                  <Radio
                    key={option.id}
                    value={option.id}
                    label={`${option.name}${delta(option.priceDeltaMinor)}`}
                    size="md"
                  />
                ))}
              </Group>
            </Radio.Group>
          ) : (
            <Checkbox.Group
              key={group.id}
              label={group.name}
              description={description}
              value={chosen}
              onChange={(next) => {
                setGroup(ids, next.slice(-group.maxSelect));
              }}
            >
              <Group gap="md" mt="xs">
                {group.options.map((option) => (
                  <Checkbox
                    key={option.id}
                    value={option.id}
                    label={`${option.name}${delta(option.priceDeltaMinor)}`}
                    size="md"
                  />
                ))}
              </Group>
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
    <FormDialog
      opened={product !== null}
      onClose={onClose}
      title={product === null ? '' : M.options(product.name)}
      closeLabel={M.close}
      size="lg"
    >
      {product === null ? null : <OptionsForm {...form} product={product} onCancel={onClose} />}
    </FormDialog>
  );
}
