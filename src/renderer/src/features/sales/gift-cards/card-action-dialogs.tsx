// A card's changes from its page: reload (an amount and a note) and deactivate or reactivate (a
// confirmation with a reason). Each closes on success; the page's queries refresh.
import { Text, TextInput } from '@mantine/core';
import {
  giftCardStatusChangeSchema,
  reloadGiftCardSchema,
  type GiftCard,
} from '@shared/sales/gift-cards';
import { useState } from 'react';
import { z } from 'zod';
import { DialogForm, FormButtons, showSuccess, TargetDialog, useSchemaForm } from '../../../ui';
import type { GiftCardsBackOfficeApi } from '../api/gift-cards';
import { toMinor } from '../salespoint/money-input';
import { amountFieldSchema, LoadFields } from './load-fields';
import { GIFT_CARD_MESSAGES as M } from './messages';

export type CardAction = 'reload' | 'deactivate' | 'reactivate';

export interface CardActionDialogProps {
  card: GiftCard;
  action: CardAction | null;
  api: GiftCardsBackOfficeApi;
  onClose: () => void;
  onDone: () => void;
}

const TITLES: Record<CardAction, (code: string) => string> = {
  reload: M.reloadTitle,
  deactivate: M.deactivateTitle,
  reactivate: M.reactivateTitle,
};

export function CardActionDialog({ card, action, onClose, ...props }: CardActionDialogProps) {
  return (
    <TargetDialog
      target={action}
      onClose={onClose}
      title={action === null ? '' : TITLES[action](card.code)}
      closeLabel={M.close}
    >
      {(of) =>
        of === 'reload' ? (
          <ReloadForm card={card} onClose={onClose} {...props} />
        ) : (
          <StatusForm card={card} activate={of === 'reactivate'} onClose={onClose} {...props} />
        )
      }
    </TargetDialog>
  );
}

type FormProps = Omit<CardActionDialogProps, 'action'>;

function ReloadForm({ card, api, onClose, onDone }: FormProps) {
  // One key per reload typed: a resend after a lost answer loads the card once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const schema = z.object({
    amount: amountFieldSchema(card.currency),
    note: reloadGiftCardSchema.shape.note,
  });
  const { form, onSubmit, formError, submitting } = useSchemaForm({
    schema,
    initialValues: { amount: '', note: '' },
    submit: async ({ amount, note }) => {
      await api.reload(
        card.code,
        { amountMinor: toMinor(amount, card.currency), note },
        idempotencyKey,
      );
      showSuccess(M.reloaded(card.code));
      onDone();
    },
  });
  return (
    <DialogForm onSubmit={onSubmit} formError={formError}>
      <LoadFields
        currency={card.currency}
        amount={form.getValues().amount}
        fieldProps={form.getInputProps}
        buttons={{ submit: M.reloadSubmit, onCancel: onClose, submitting }}
      />
    </DialogForm>
  );
}

function StatusForm({ card, api, activate, onClose, onDone }: FormProps & { activate: boolean }) {
  const { form, onSubmit, formError, submitting } = useSchemaForm({
    schema: giftCardStatusChangeSchema,
    initialValues: { reason: '' },
    submit: async (request) => {
      await api.setActive(card.code, activate, request);
      showSuccess(activate ? M.reactivated(card.code) : M.deactivated(card.code));
      onDone();
    },
  });
  return (
    <DialogForm onSubmit={onSubmit} formError={formError}>
      <Text size="sm">{activate ? M.reactivateExplain : M.deactivateExplain}</Text>
      <TextInput
        label={M.reasonLabel}
        required
        maxLength={200}
        autoComplete="off"
        data-autofocus
        {...form.getInputProps('reason')}
      />
      <FormButtons
        labels={{ cancel: M.cancel, submit: activate ? M.reactivate : M.deactivate }}
        onCancel={onClose}
        submitting={submitting}
        destructive={!activate}
      />
    </DialogForm>
  );
}
