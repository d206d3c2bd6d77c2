// Opening the station's drawer: the float counted note by note (the count goes to the server with
// it) or typed as one total, then the drawer is open for the day's cash.
import { SegmentedControl, Text } from '@mantine/core';
import { z } from 'zod';
import { DialogForm, FormButtons, useSchemaForm } from '../../../../ui';
import type { DrawersApi } from '../../api/drawers';
import { DRAWER_MESSAGES as M } from '../../messages';
import type { Money } from '../money';
import { MoneyInput, toMinor } from '../money-input';
import { blankCounts, countedMinor, countsRequest, countValuesSchema } from './count';
import { CountGrid } from './count-grid';
import { DrawerDialog } from './drawer-dialog';

const openSchema = z
  .object({
    method: z.enum(['count', 'total']),
    counts: countValuesSchema,
    total: z.union([z.number().min(0), z.literal('')]),
  })
  .refine((values) => values.method === 'count' || values.total !== '', {
    path: ['total'],
    message: 'Enter the float, or 0 for none.',
  });

export interface OpenDrawerDialogProps {
  opened: boolean;
  locationId: string;
  currency: string;
  money: Money;
  api: DrawersApi;
  onClose: () => void;
  onOpened: () => void;
}

export function OpenDrawerDialog(props: OpenDrawerDialogProps) {
  return (
    <DrawerDialog
      of={props.opened ? props.locationId : null}
      title={() => M.openTitle}
      size="xl"
      onClose={props.onClose}
    >
      {() => <OpenDrawerForm {...props} />}
    </DrawerDialog>
  );
}

function OpenDrawerForm({
  locationId,
  currency,
  money,
  api,
  onClose,
  onOpened,
}: OpenDrawerDialogProps) {
  const { form, onSubmit, formError, submitting } = useSchemaForm({
    schema: openSchema,
    initialValues: { method: 'count', counts: blankCounts(), total: '' },
    submit: async ({ method, counts, total }) => {
      await api.open(
        method === 'count'
          ? { locationId, floatMinor: countedMinor(counts), floatCounts: countsRequest(counts) }
          : { locationId, floatMinor: toMinor(total, currency) },
      );
      onOpened();
    },
  });
  const { method, counts, total } = form.getValues();
  const floatMinor = method === 'count' ? countedMinor(counts) : toMinor(total, currency);
  return (
    <DialogForm onSubmit={onSubmit} formError={formError}>
      <SegmentedControl
        aria-label={M.countMethod}
        size="md"
        fullWidth
        // Its labels fade between colours: a station switching to dark mode would read them
        // half-faded, and a till has no use for the slide.
        transitionDuration={0}
        data={[
          { value: 'count', label: M.byCount },
          { value: 'total', label: M.byTotal },
        ]}
        {...form.getInputProps('method')}
      />
      {method === 'count' ? (
        <CountGrid
          counts={counts}
          inputProps={(denomination) => form.getInputProps(`counts.${denomination}`)}
          money={money}
          totalLabel={M.floatTotal}
        />
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {M.noDrawerHint}
          </Text>
          <MoneyInput
            label={M.floatTotal}
            currency={currency}
            size="xl"
            data-autofocus
            {...form.getInputProps('total')}
            value={total}
          />
        </>
      )}
      <FormButtons
        labels={{ cancel: M.cancel, submit: M.openWith(money(floatMinor)) }}
        onCancel={onClose}
        submitting={submitting}
      />
    </DialogForm>
  );
}
