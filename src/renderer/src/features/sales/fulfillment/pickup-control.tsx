// The point of sale's "For pickup" switch: the sale becomes an order picked up later, under the
// name typed here (or the sale's customer's). Carried in the cart and the sale draft, so an
// offline sale keeps it through the station's queue.
import { Stack, Switch, TextInput } from '@mantine/core';
import type { SaleFulfillmentDraft } from '@shared/sales/fulfillment';
import { FULFILLMENT_MESSAGES as M } from './messages';

export interface PickupControlProps {
  value: SaleFulfillmentDraft | null;
  /** The sale's customer, who picks it up unless another name is typed. */
  customerName: string | null;
  onChange: (value: SaleFulfillmentDraft | null) => void;
}

export function PickupControl({ value, customerName, onChange }: PickupControlProps) {
  return (
    <Stack gap={6} mb="xs">
      <Switch
        label={M.forPickup}
        checked={value !== null}
        onChange={(event) => {
          onChange(event.currentTarget.checked ? { kind: 'pickup', customerName: null } : null);
        }}
      />
      {value === null ? null : (
        <TextInput
          size="sm"
          label={M.pickupName}
          placeholder={customerName ?? M.pickupNamePlaceholder}
          maxLength={120}
          value={value.customerName ?? ''}
          onChange={(event) => {
            const name = event.currentTarget.value;
            onChange({ ...value, customerName: name.trim() === '' ? null : name });
          }}
        />
      )}
    </Stack>
  );
}
