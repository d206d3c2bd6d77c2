// "New order": an order made in the back office for a customer — pickup or shipping, the items
// of a sale by its receipt number or typed one per line ("3 House Blend Beans").
import { SegmentedControl, Stack, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  FULFILLMENT_KINDS,
  orderDraftFields,
  type Order,
  type OrderItem,
} from '@shared/sales/fulfillment';
import { z } from 'zod';
import { useSession } from '../../../lib/session';
import {
  DialogForm,
  FormButtons,
  FormDialog,
  showSuccess,
  useSchemaForm,
  valueOptions,
} from '../../../ui';
import { fulfillmentKey, useFulfillmentApi } from '../api/fulfillment';
import { FULFILLMENT_MESSAGES as M } from './messages';

const formSchema = z.object({ ...orderDraftFields, items: z.string().max(5000) });

const QUANTITY_FIRST = /^(\d{1,3})\s*[x×]?\s+(.+)$/i;

/** "3 Beans" → 3 × Beans; a line without a number is one of it. */
export function itemsOfText(text: string): OrderItem[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const match = QUANTITY_FIRST.exec(line);
      return match === null
        ? { name: line, quantity: 1 }
        : { name: match[2] ?? line, quantity: Number(match[1]) };
    });
}

interface NewOrderDialogProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (order: Order) => void;
}

function NewOrderForm({ onClose, onCreated }: Omit<NewOrderDialogProps, 'opened'>) {
  const tenantId = useSession()?.tenantId ?? '';
  const api = useFulfillmentApi();
  const queryClient = useQueryClient();
  const { form, onSubmit, formError, submitting } = useSchemaForm({
    schema: formSchema,
    initialValues: {
      kind: 'pickup',
      customerName: '',
      contact: '',
      note: '',
      shipTo: '',
      receiptNumber: '',
      items: '',
    },
    submit: async (values) => {
      const order = await api.create({ ...values, items: itemsOfText(values.items) });
      showSuccess(M.createdToast(order.code));
      void queryClient.invalidateQueries({ queryKey: fulfillmentKey(tenantId) });
      onCreated(order);
    },
  });
  const kind = form.getValues().kind;
  return (
    <DialogForm onSubmit={onSubmit} formError={formError} failedTitle={M.createFailed}>
      <SegmentedControl
        aria-label={M.kind}
        data={valueOptions(FULFILLMENT_KINDS, M.kinds)}
        {...form.getInputProps('kind')}
      />
      <TextInput
        label={M.customerName}
        required
        data-autofocus
        {...form.getInputProps('customerName')}
      />
      <TextInput
        label={M.contact}
        description={M.contactDescription}
        {...form.getInputProps('contact')}
      />
      {kind === 'shipping' ? (
        <Textarea
          label={M.shipTo}
          required
          autosize
          minRows={2}
          {...form.getInputProps('shipTo')}
        />
      ) : null}
      <Stack gap="xs">
        <TextInput
          label={M.receiptNumber}
          description={M.receiptDescription}
          {...form.getInputProps('receiptNumber')}
        />
        <Textarea
          label={M.itemsLabel}
          description={M.itemsDescription}
          autosize
          minRows={3}
          {...form.getInputProps('items')}
        />
      </Stack>
      <TextInput label={M.note} {...form.getInputProps('note')} />
      <FormButtons
        labels={{ cancel: M.cancel, submit: M.create }}
        onCancel={onClose}
        submitting={submitting}
      />
    </DialogForm>
  );
}

export function NewOrderDialog({ opened, onClose, onCreated }: NewOrderDialogProps) {
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={M.newOrderTitle}
      closeLabel={M.close}
      size="lg"
    >
      <NewOrderForm onClose={onClose} onCreated={onCreated} />
    </FormDialog>
  );
}
