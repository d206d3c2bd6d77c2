// The editor's variants: sizes and the like in the till's order, each with its price and barcode;
// add, remove and move. A kept variant keeps its id in the form, so the save keeps it too.
import { ActionIcon, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import type { ProductInput } from '@shared/sales/products';
import { MoneyInput, fromMinor, toMinor } from '../salespoint/money-input';
import { ListFoot } from './catalogue-parts';
import { PRODUCT_MESSAGES as M } from './messages';

export function VariantsField({
  form,
  currency,
  readOnly,
}: {
  form: UseFormReturnType<ProductInput>;
  currency: string;
  readOnly: boolean;
}) {
  const variants = form.values.variants ?? [];
  const moveButton = (index: number, by: -1 | 1) => (
    <ActionIcon
      variant="subtle"
      aria-label={by < 0 ? M.moveVariantUp(index) : M.moveVariantDown(index)}
      disabled={index + by < 0 || index + by >= variants.length}
      onClick={() => {
        form.reorderListItem('variants', { from: index, to: index + by });
      }}
    >
      {by < 0 ? <IconArrowUp size={16} /> : <IconArrowDown size={16} />}
    </ActionIcon>
  );
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {M.variantsHint}
      </Text>
      {variants.length === 0 ? null : (
        <Table aria-label={M.variants} verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{M.variantName}</Table.Th>
              <Table.Th w={150}>{M.variantPrice}</Table.Th>
              <Table.Th w={190}>{M.variantBarcode}</Table.Th>
              {readOnly ? null : <Table.Th w={120} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {variants.map((variant, index) => (
              <Table.Tr key={variant.id ?? `new-${index}`}>
                <Table.Td>
                  <TextInput
                    aria-label={`${M.variantName} ${index + 1}`}
                    {...form.getInputProps(`variants.${index}.name`)}
                  />
                </Table.Td>
                <Table.Td>
                  <MoneyInput
                    fixedDecimalScale
                    aria-label={`${M.variantPrice} ${index + 1}`}
                    currency={currency}
                    size="sm"
                    value={fromMinor(variant.priceMinor, currency)}
                    error={form.errors[`variants.${index}.priceMinor`]}
                    onChange={(value) => {
                      form.setFieldValue(`variants.${index}.priceMinor`, toMinor(value, currency));
                    }}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`${M.variantBarcode} ${index + 1}`}
                    inputMode="numeric"
                    value={variant.barcode ?? ''}
                    error={form.errors[`variants.${index}.barcode`]}
                    onChange={(event) => {
                      const code = event.currentTarget.value.trim();
                      form.setFieldValue(`variants.${index}.barcode`, code === '' ? null : code);
                    }}
                  />
                </Table.Td>
                {readOnly ? null : (
                  <Table.Td>
                    <Group gap={2} wrap="nowrap">
                      {moveButton(index, -1)}
                      {moveButton(index, 1)}
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={M.removeVariant(index)}
                        onClick={() => {
                          form.removeListItem('variants', index);
                        }}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <ListFoot
        error={form.errors.variants}
        addLabel={readOnly ? null : M.addVariant}
        onAdd={() => {
          form.insertListItem('variants', {
            name: '',
            priceMinor: form.values.priceMinor,
            barcode: null,
          });
        }}
      />
    </Stack>
  );
}
