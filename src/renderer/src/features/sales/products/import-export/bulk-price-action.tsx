// "Change prices" for the products list: the chosen products (or, with none chosen, every product
// the list's filter shows) set to a price or raised or lowered by an amount or a percentage,
// variants included. A preview of every old → new price comes first; nothing changes until Apply.
import { Button, Group, Modal, NumberInput, Select, Stack, Table, Text } from '@mantine/core';
import { IconTags } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney, minorDigits } from '@shared/sales/format-money';
import {
  BULK_PRICE_MODES,
  type BulkPriceChange,
  type BulkPriceMode,
  type BulkPriceRequest,
  type ProductFilter,
} from '@shared/sales/products-import';
import { RATE_SCALE } from '@shared/sales/money';
import { apiErrorText } from '../../../../api';
import { useSession } from '../../../../lib/session';
import { ErrorAlert, showSuccess } from '../../../../ui';
import { useProductsImportApi } from '../../api/products-import';
import { ActionButtons, ScrollTable } from './dialog-parts';
import { PRODUCTS_IMPORT_MESSAGES as M } from './messages';
import { refreshProducts } from './refresh-products';

const isPercent = (mode: BulkPriceMode) => mode === 'increasePercent' || mode === 'decreasePercent';

/** The dialog's input as the contract's change: amounts in minor units, percentages in thousandths. */
function changeOf(mode: BulkPriceMode, value: number, currency: string): BulkPriceChange {
  if (mode === 'increasePercent' || mode === 'decreasePercent') {
    return { mode, percent: Math.round((value * RATE_SCALE) / 100) };
  }
  return { mode, amountMinor: Math.round(value * 10 ** minorDigits(currency)) };
}

const PREVIEW_COLUMNS = [
  { label: M.product },
  { label: M.variant },
  { label: M.oldPrice, align: 'right' },
  { label: M.newPrice, align: 'right' },
] as const;

interface BulkPriceActionProps {
  /** The products chosen in the list; empty or absent: every product `filter` selects. */
  productIds?: readonly string[];
  filter?: ProductFilter;
  /** The tenant's currency (amounts are typed in its major units). */
  currency?: string;
}

function BulkPriceDialog({
  request,
  currency,
  onClose,
}: {
  request: Pick<BulkPriceRequest, 'target'>;
  currency: string;
  onClose: () => void;
}) {
  const api = useProductsImportApi();
  const queryClient = useQueryClient();
  const tenantId = useSession()?.tenantId ?? '';
  const [mode, setMode] = useState<BulkPriceMode>('increasePercent');
  const [value, setValue] = useState<number | string>('');
  const full = (): BulkPriceRequest => ({
    ...request,
    change: changeOf(mode, typeof value === 'number' ? value : 0, currency),
  });
  const preview = useMutation({ mutationFn: () => api.previewBulkPrice(full()) });
  const apply = useMutation({
    mutationFn: () => api.applyBulkPrice(full()),
    onSuccess: async (result) => {
      await refreshProducts(queryClient, tenantId);
      showSuccess(
        M.applied(result.lines.filter((line) => line.newPriceMinor !== line.oldPriceMinor).length),
      );
      onClose();
    },
  });
  const lines = preview.data?.lines ?? [];
  const changed = lines.filter((line) => line.newPriceMinor !== line.oldPriceMinor).length;
  const money = (amountMinor: number) =>
    formatMoney(amountMinor, preview.data?.currency ?? currency);
  const reset = () => {
    preview.reset();
    apply.reset();
  };
  return (
    <Stack gap="md">
      {request.target.kind === 'filter' && <Text size="sm">{M.bulkPriceFiltered}</Text>}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={M.mode}
          data={BULK_PRICE_MODES.map((option) => ({ value: option, label: M.modes[option] }))}
          value={mode}
          allowDeselect={false}
          onChange={(next) => {
            if (next !== null) setMode(next);
            reset();
          }}
          w={220}
        />
        <NumberInput
          label={isPercent(mode) ? M.percent : M.amount}
          value={value}
          min={0}
          decimalScale={isPercent(mode) ? 3 : minorDigits(currency)}
          suffix={isPercent(mode) ? ' %' : undefined}
          onChange={(next) => {
            setValue(next);
            reset();
          }}
          w={160}
        />
        <Button
          variant="default"
          disabled={value === ''}
          loading={preview.isPending}
          onClick={() => {
            preview.mutate();
          }}
        >
          {M.preview}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {M.roundingHint}
      </Text>
      <ErrorAlert
        title={M.bulkPriceFailed}
        message={
          preview.isError
            ? apiErrorText(preview.error)
            : apply.isError
              ? apiErrorText(apply.error)
              : null
        }
      />
      {preview.data !== undefined && (
        <>
          <Text size="sm" fw={600}>
            {M.previewCount(lines.length, changed)}
          </Text>
          <ScrollTable
            label={M.previewCaption}
            columns={PREVIEW_COLUMNS}
            minWidth={420}
            maxHeight={320}
          >
            {lines.map((line) => (
              <Table.Tr key={`${line.productId}:${line.variantId ?? ''}`}>
                <Table.Td>{line.productName}</Table.Td>
                <Table.Td>{line.variantName ?? ''}</Table.Td>
                <Table.Td ta="right">{money(line.oldPriceMinor)}</Table.Td>
                <Table.Td ta="right" fw={600}>
                  {money(line.newPriceMinor)}
                </Table.Td>
              </Table.Tr>
            ))}
          </ScrollTable>
        </>
      )}
      <ActionButtons
        justify="flex-end"
        back={{ label: M.cancel, onClick: onClose }}
        go={{
          label: M.apply,
          disabled: preview.data === undefined || changed === 0,
          loading: apply.isPending,
          onClick: () => {
            apply.mutate();
          },
        }}
      />
    </Stack>
  );
}

export function BulkPriceAction({
  productIds = [],
  filter = {},
  currency = 'USD',
}: BulkPriceActionProps) {
  const [open, setOpen] = useState(false);
  const request: Pick<BulkPriceRequest, 'target'> =
    productIds.length > 0
      ? { target: { kind: 'ids', productIds: [...productIds] } }
      : { target: { kind: 'filter', filter } };
  const close = () => {
    setOpen(false);
  };
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconTags size={16} aria-hidden />}
        onClick={() => {
          setOpen(true);
        }}
      >
        {M.bulkPrice}
      </Button>
      <Modal
        opened={open}
        onClose={close}
        size="lg"
        closeButtonProps={{ 'aria-label': M.close }}
        title={M.bulkPriceTitle(productIds.length > 0 ? productIds.length : null)}
      >
        {open && <BulkPriceDialog request={request} currency={currency} onClose={close} />}
      </Modal>
    </>
  );
}
