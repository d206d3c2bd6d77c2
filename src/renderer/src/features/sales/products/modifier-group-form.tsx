// A modifier group's form: its name, how many options a customer picks, and its options in order
// with what each adds to the price. Kept options keep their ids (past sales name them).
import { ActionIcon, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { modifierGroupInputSchema } from '@shared/sales/products';
import { DialogForm, FormButtons, useSchemaForm } from '../../../ui';
import { MoneyInput, fromMinor, toMinor } from '../salespoint/money-input';
import { ListFoot } from './catalogue-parts';
import { PRODUCT_MESSAGES as M } from './messages';
import type { ModifierGroupInputValues, ModifierGroupItem } from './products-api';

export function ModifierGroupForm({
  group,
  currency,
  save,
  onDone,
}: {
  /** Null: a new group. */
  group: ModifierGroupItem | null;
  currency: string;
  save: (input: ModifierGroupInputValues) => Promise<unknown>;
  onDone: () => void;
}) {
  const { form, onSubmit, formError, submitting } = useSchemaForm({
    schema: modifierGroupInputSchema,
    initialValues: {
      name: group?.name ?? '',
      minSelect: group?.minSelect ?? 0,
      maxSelect: group?.maxSelect ?? 1,
      options: group?.options.map(({ id, name, priceDeltaMinor }) => ({
        id,
        name,
        priceDeltaMinor,
      })) ?? [{ name: '', priceDeltaMinor: 0 }],
    },
    submit: async (values) => {
      await save(values);
      onDone();
    },
  });
  return (
    <DialogForm onSubmit={onSubmit} formError={formError} failedTitle={M.failedTitle}>
      <TextInput label={M.groupName} required data-autofocus {...form.getInputProps('name')} />
      <Group grow>
        <NumberInput label={M.minSelect} min={0} max={20} {...form.getInputProps('minSelect')} />
        <NumberInput label={M.maxSelect} min={1} max={20} {...form.getInputProps('maxSelect')} />
      </Group>
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {M.options}
        </Text>
        {form.values.options.map((option, index) => (
          <Group key={option.id ?? `new-${index}`} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              aria-label={`${M.optionName} ${index + 1}`}
              placeholder={M.optionName}
              style={{ flex: 1 }}
              {...form.getInputProps(`options.${index}.name`)}
            />
            <MoneyInput
              fixedDecimalScale
              aria-label={`${M.priceDelta} ${index + 1}`}
              currency={currency}
              size="sm"
              w={120}
              leftSection="+"
              value={fromMinor(option.priceDeltaMinor, currency)}
              error={form.errors[`options.${index}.priceDeltaMinor`]}
              onChange={(value) => {
                form.setFieldValue(`options.${index}.priceDeltaMinor`, toMinor(value, currency));
              }}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={M.removeOption(index)}
              disabled={form.values.options.length === 1}
              onClick={() => {
                form.removeListItem('options', index);
              }}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <ListFoot
          error={form.errors.options}
          addLabel={M.addOption}
          onAdd={() => {
            form.insertListItem('options', { name: '', priceDeltaMinor: 0 });
          }}
        />
      </Stack>
      <FormButtons
        labels={{ cancel: M.cancel, submit: M.save }}
        onCancel={onDone}
        submitting={submitting}
      />
    </DialogForm>
  );
}
