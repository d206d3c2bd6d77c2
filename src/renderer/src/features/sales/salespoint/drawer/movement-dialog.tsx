// Paid in, paid out and no sale: an amount (none for a no sale) and a reason. A no sale needs the
// noSale key or a manager's approval; each opens the drawer when the station's printer is there.
import { Text, TextInput } from '@mantine/core';
import { hasPermission, type Permissions } from '@shared/permissions';
import { drawerMovementRequestSchema, type DRAWER_MOVEMENT_KINDS } from '@shared/sales/drawers';
import { useState } from 'react';
import { z } from 'zod';
import { DialogForm, FormButtons, useSchemaForm } from '../../../../ui';
import type { DrawersApi } from '../../api/drawers';
import { DRAWER_MESSAGES as M } from '../../messages';
import type { ApprovalAsk } from '../manager-approval';
import { MoneyInput, toMinor } from '../money-input';
import { DrawerDialog } from './drawer-dialog';

export type MovementKind = (typeof DRAWER_MOVEMENT_KINDS)[number];

const reasonSchema = drawerMovementRequestSchema.shape.reason;

const cashSchema = z.object({
  amount: z
    .union([z.number(), z.literal('')])
    .refine((amount) => amount !== '' && amount > 0, 'Enter an amount above zero.'),
  reason: reasonSchema,
});

const noSaleSchema = z.object({
  amount: z.union([z.number(), z.literal('')]),
  reason: reasonSchema,
});

export interface MovementDialogProps {
  kind: MovementKind | null;
  drawerId: string;
  currency: string;
  permissions: Permissions;
  api: DrawersApi;
  /** A manager's token, or null when the cashier gave up asking. */
  approve: (ask: ApprovalAsk) => Promise<{ token: string } | null>;
  onClose: () => void;
  /** The movement is recorded: the till refreshes the drawer and opens it. */
  onRecorded: (kind: MovementKind, amountMinor: number) => void;
}

export function MovementDialog(props: MovementDialogProps) {
  const { kind, onClose } = props;
  return (
    <DrawerDialog of={kind} title={(of) => M.movementTitles[of]} onClose={onClose}>
      {(of) => <MovementForm {...props} kind={of} />}
    </DrawerDialog>
  );
}

function MovementForm({
  kind,
  drawerId,
  currency,
  permissions,
  api,
  approve,
  onClose,
  onRecorded,
}: MovementDialogProps & { kind: MovementKind }) {
  // One id per movement typed: a resend after a lost answer is counted once by the server.
  const [movementId] = useState(() => crypto.randomUUID());
  const { form, onSubmit, formError, submitting } = useSchemaForm({
    schema: kind === 'noSale' ? noSaleSchema : cashSchema,
    initialValues: { amount: '', reason: '' },
    submit: async ({ amount, reason }) => {
      let approvals: string[] = [];
      if (kind === 'noSale' && !hasPermission(permissions, 'sales', 'noSale')) {
        const approved = await approve({ action: 'noSale', summary: M.noSaleSummary(reason) });
        if (approved === null) return;
        approvals = [approved.token];
      }
      const amountMinor = kind === 'noSale' ? 0 : toMinor(amount, currency);
      await api.move(drawerId, { id: movementId, kind, amountMinor, reason, approvals });
      onRecorded(kind, amountMinor);
    },
  });
  const title = M.movementTitles[kind];
  return (
    <DialogForm onSubmit={onSubmit} formError={formError}>
      <Text size="sm">{M.movementExplain[kind]}</Text>
      {kind !== 'noSale' && (
        <MoneyInput
          label={M.amount}
          currency={currency}
          size="lg"
          data-autofocus
          required
          {...form.getInputProps('amount')}
          value={form.getValues().amount}
        />
      )}
      <TextInput
        label={M.reason}
        size="lg"
        required
        maxLength={200}
        autoComplete="off"
        {...(kind === 'noSale' ? { 'data-autofocus': true } : {})}
        {...form.getInputProps('reason')}
      />
      <FormButtons
        labels={{ cancel: M.cancel, submit: kind === 'noSale' ? M.openNoSale : M.record(title) }}
        onCancel={onClose}
        submitting={submitting}
      />
    </DialogForm>
  );
}
