// The product editor's form (productInputSchema): details, price and codes, variants, modifier
// groups and the image. A code taken by another product lands on its field; a save over someone
// else's newer change offers a reload instead of overwriting it. Read-only without productsEdit.
import {
  Alert,
  Button,
  Fieldset,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconRefresh, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { buildPath } from '@shared/paths';
import { productInputSchema, type ProductDetail, type ProductInput } from '@shared/sales/products';
import { isApiError } from '../../../api';
import { useReferenceList } from '../../../lib/reference-data';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes-guard';
import { ErrorAlert, namedOptions, SectionCard, showSuccess, useSchemaForm } from '../../../ui';
import { MoneyInput, fromMinor, toMinor } from '../salespoint/money-input';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { PRODUCT_MESSAGES as M } from './messages';
import { ProductImageField } from './product-image-field';
import type { CategoryItem, ModifierGroupItem } from './products-api';
import { useProductsApi } from './products-api';
import { PRODUCT_EDITOR_PATH } from './products-list';
import { VariantsField } from './variants-field';
import { UnsavedChangesDialog } from './unsaved-changes-guard';
import { useCatalogueMutation } from './use-catalogue-mutation';
import { useConfirmedDelete } from './use-confirmed-delete';

export const PRODUCTS_PATH = '/sales/config/products';

const NEW_PRODUCT: ProductInput = {
  name: '',
  categoryId: null,
  taxId: null,
  priceMinor: 0,
  barcode: null,
  plu: null,
  status: 'active',
  stockTracked: false,
  variants: [],
  modifierGroupIds: [],
};

const fieldIssues = z.array(z.object({ path: z.string(), message: z.string() }));

/** A 409 about one field (a code in use): its path and words; null for any other failure. */
function conflictOnField(error: unknown): { path: string; message: string } | null {
  if (!isApiError(error) || error.code !== 'conflict') return null;
  const parsed = fieldIssues.safeParse(error.details);
  return parsed.success ? (parsed.data[0] ?? null) : null;
}

function isStale(error: unknown): boolean {
  return isApiError(error) && error.code === 'conflict' && conflictOnField(error) === null;
}

export function ProductForm({
  product,
  mayEdit,
  currency,
  categories,
  modifierGroups,
  onReload,
}: {
  /** Null: a new product. */
  product: ProductDetail | null;
  mayEdit: boolean;
  currency: string;
  categories: readonly CategoryItem[];
  modifierGroups: readonly ModifierGroupItem[];
  onReload: () => void;
}) {
  const api = useProductsApi();
  const navigate = useNavigate();
  const taxes = useReferenceList('salesTaxes');
  const [stale, setStale] = useState(false);
  const save = useCatalogueMutation((input: z.output<typeof productInputSchema>) =>
    product === null ? api.create(input) : api.save(product.id, input),
  );
  const { form, onSubmit, formError, submitting } = useSchemaForm({
    schema: productInputSchema,
    initialValues: product === null ? NEW_PRODUCT : productInputSchema.parse(product),
    submit: async (values) => {
      try {
        const saved = await save.mutateAsync(values);
        form.resetDirty(productInputSchema.parse(saved));
        guard.allowNext();
        showSuccess(product === null ? M.created : M.saved);
        void navigate(
          product === null ? buildPath(PRODUCT_EDITOR_PATH, { id: saved.id }) : PRODUCTS_PATH,
        );
      } catch (error) {
        const onField = conflictOnField(error);
        if (onField !== null) {
          form.setFieldError(onField.path, onField.message);
          return;
        }
        if (isStale(error)) {
          setStale(true);
          return;
        }
        throw error;
      }
    },
  });
  const guard = useUnsavedChangesGuard(mayEdit && form.isDirty());
  const deletion = useConfirmedDelete(
    (removed: ProductDetail) => api.remove(removed.id),
    () => {
      guard.allowNext();
      void navigate(PRODUCTS_PATH);
    },
  );
  const readOnly = !mayEdit;
  const values = form.values;
  const isGiftCard = product?.isGiftCard ?? false;

  const code = (path: 'barcode' | 'plu') => ({
    value: values[path] ?? '',
    error: form.errors[path],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const typed = event.currentTarget.value.trim();
      form.setFieldValue(path, typed === '' ? null : typed);
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <ErrorAlert title={M.failedTitle} message={formError} />
        {stale ? (
          <Alert color="orange" variant="light" title={M.staleTitle} role="alert">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{M.staleBody}</Text>
              <Button
                size="xs"
                variant="light"
                color="orange"
                leftSection={<IconRefresh size={14} />}
                onClick={() => {
                  guard.allowNext();
                  onReload();
                }}
              >
                {M.reload}
              </Button>
            </Stack>
          </Alert>
        ) : null}
        <Fieldset disabled={readOnly} variant="unstyled">
          <Stack gap="md">
            <SectionCard size="roomy" title={M.details}>
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                <TextInput
                  label={M.name}
                  description={M.nameHint}
                  required
                  data-autofocus
                  {...form.getInputProps('name')}
                />
                <Select
                  label={M.category}
                  clearable={!readOnly}
                  placeholder={M.uncategorised}
                  data={namedOptions(categories)}
                  {...form.getInputProps('categoryId')}
                />
                <Select
                  label={M.taxClass}
                  clearable={!readOnly}
                  placeholder={M.categoryDefaultTax}
                  data={namedOptions(taxes.values())}
                  {...form.getInputProps('taxId')}
                />
                <MoneyInput
                  fixedDecimalScale
                  label={M.price}
                  description={isGiftCard ? M.giftCardPrice : M.priceHint}
                  currency={currency}
                  size="sm"
                  disabled={readOnly || isGiftCard}
                  value={fromMinor(values.priceMinor, currency)}
                  error={form.errors.priceMinor}
                  onChange={(value) => {
                    form.setFieldValue('priceMinor', toMinor(value, currency));
                  }}
                />
                <TextInput
                  label={M.barcodeOnly}
                  description={M.codeHint}
                  inputMode="numeric"
                  {...code('barcode')}
                />
                <TextInput
                  label={M.plu}
                  description={M.codeHint}
                  inputMode="numeric"
                  {...code('plu')}
                />
              </SimpleGrid>
              <Group gap="xl">
                <Switch
                  label={M.archived}
                  checked={values.status === 'archived'}
                  onChange={(event) => {
                    form.setFieldValue(
                      'status',
                      event.currentTarget.checked ? 'archived' : 'active',
                    );
                  }}
                />
                <Switch
                  label={M.stockTracked}
                  {...form.getInputProps('stockTracked', { type: 'checkbox' })}
                />
              </Group>
            </SectionCard>
            <SectionCard size="roomy" title={M.variants}>
              <VariantsField form={form} currency={currency} readOnly={readOnly} />
            </SectionCard>
            <SectionCard size="roomy" title={M.modifierGroups}>
              <MultiSelect
                label={M.modifierGroups}
                description={M.modifierGroupsHint}
                data={namedOptions(modifierGroups)}
                searchable
                {...form.getInputProps('modifierGroupIds')}
              />
            </SectionCard>
          </Stack>
        </Fieldset>
        <SectionCard size="roomy" title={M.image}>
          <ProductImageField product={product} readOnly={readOnly} />
        </SectionCard>
        {readOnly ? null : (
          <Group justify="space-between">
            {product === null ? (
              <span />
            ) : (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => {
                  deletion.ask(product);
                }}
              >
                {M.deleteProduct}
              </Button>
            )}
            <Group gap="sm">
              <Button
                variant="default"
                onClick={() => {
                  void navigate(PRODUCTS_PATH);
                }}
              >
                {M.cancel}
              </Button>
              <Button type="submit" loading={submitting} disabled={stale}>
                {product === null ? M.create : M.save}
              </Button>
            </Group>
          </Group>
        )}
      </Stack>
      <UnsavedChangesDialog blocker={guard.blocker} />
      <ConfirmDeleteDialog
        {...deletion.dialog}
        title={M.deleteProductTitle}
        body={(shown) => M.deleteProductBody(shown.name)}
      />
    </form>
  );
}
