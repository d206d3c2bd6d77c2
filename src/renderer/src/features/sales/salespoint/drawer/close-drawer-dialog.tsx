// Closing the station's drawer: everything in it counted note by note, then expected against
// counted and the over/short shown before the close is confirmed; the Z report follows.
import { Text } from '@mantine/core';
import type { Drawer } from '@shared/sales/drawers';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { DialogForm, FormButtons, useSchemaForm } from '../../../../ui';
import type { DrawersApi } from '../../api/drawers';
import { DRAWER_MESSAGES as M } from '../../messages';
import type { Money } from '../money';
import { blankCounts, countedMinor, countsRequest, countValuesSchema } from './count';
import { CountGrid } from './count-grid';
import { DrawerDialog } from './drawer-dialog';
import { OverShort } from './over-short';

const closeSchema = z.object({ counts: countValuesSchema });

export interface CloseDrawerDialogProps {
  /** The open drawer to close; null: the dialog is shut. */
  drawer: Drawer | null;
  money: Money;
  api: DrawersApi;
  onClose: () => void;
  onClosed: (drawer: Drawer) => void;
}

export function CloseDrawerDialog(props: CloseDrawerDialogProps) {
  const { drawer } = props;
  return (
    <DrawerDialog of={drawer} title={() => M.closeTitle} size="xl" onClose={props.onClose}>
      {(of) => <CloseDrawerForm {...props} drawer={of} />}
    </DrawerDialog>
  );
}

function CloseDrawerForm({
  drawer,
  money,
  api,
  onClose,
  onClosed,
}: CloseDrawerDialogProps & { drawer: Drawer }) {
  const [step, setStep] = useState<'count' | 'review'>('count');
  const frame = useRef<HTMLDivElement | null>(null);
  // The step's fields replace the focused one: the review's confirm (Enter closes the drawer),
  // or the count's first input, takes the focus.
  useEffect(() => {
    const target = step === 'review' ? 'button[type="submit"]' : 'input';
    frame.current?.querySelector<HTMLElement>(target)?.focus();
  }, [step]);
  const { form, onSubmit, formError, submitting } = useSchemaForm({
    schema: closeSchema,
    initialValues: { counts: blankCounts() },
    submit: async ({ counts }) => {
      if (step === 'count') {
        setStep('review');
        return;
      }
      onClosed(await api.close(drawer.id, { counts: countsRequest(counts) }));
    },
  });
  const { counts } = form.getValues();
  return (
    <div ref={frame}>
      <DialogForm onSubmit={onSubmit} formError={formError}>
        {step === 'count' ? (
          <>
            <Text size="sm">{M.closeCountHint}</Text>
            <CountGrid
              counts={counts}
              inputProps={(denomination) => form.getInputProps(`counts.${denomination}`)}
              money={money}
              totalLabel={M.counted}
            />
          </>
        ) : (
          <OverShort
            expectedMinor={drawer.expectedMinor}
            countedMinor={countedMinor(counts)}
            money={money}
          />
        )}
        <FormButtons
          labels={
            step === 'count'
              ? { cancel: M.cancel, submit: M.review }
              : { cancel: M.backToCount, submit: M.confirmClose }
          }
          onCancel={
            step === 'count'
              ? onClose
              : () => {
                  setStep('count');
                }
          }
          submitting={submitting}
        />
      </DialogForm>
    </div>
  );
}
