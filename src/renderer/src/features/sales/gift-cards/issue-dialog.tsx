// "Issue gift card": a code scanned, typed or generated, the first amount (quick amounts beside
// it) and a note. A code the tenant already has is refused on the code field.
import { Button, TextInput } from '@mantine/core';
import { IconWand } from '@tabler/icons-react';
import {
  generatedGiftCardCode,
  issueGiftCardSchema,
  type GiftCardSummary,
} from '@shared/sales/gift-cards';
import { useState } from 'react';
import { z } from 'zod';
import { apiErrorText, isApiError } from '../../../api';
import { DialogForm, FormDialog, showSuccess, useSchemaForm } from '../../../ui';
import type { GiftCardsBackOfficeApi } from '../api/gift-cards';
import { toMinor } from '../salespoint/money-input';
import { amountFieldSchema, LoadFields } from './load-fields';
import { GIFT_CARD_MESSAGES as M } from './messages';

export interface IssueDialogProps {
  opened: boolean;
  currency: string;
  api: GiftCardsBackOfficeApi;
  onClose: () => void;
  onIssued: (card: GiftCardSummary) => void;
}

export function IssueDialog({ opened, onClose, ...props }: IssueDialogProps) {
  return (
    <FormDialog opened={opened} onClose={onClose} title={M.issue} closeLabel={M.close}>
      <IssueForm {...props} onClose={onClose} />
    </FormDialog>
  );
}

const isTakenCode = (error: unknown) => isApiError(error) && error.status === 409;

function IssueForm({ currency, api, onClose, onIssued }: Omit<IssueDialogProps, 'opened'>) {
  // One key per card being issued: a resend after a lost answer issues it once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [codeTaken, setCodeTaken] = useState(false);
  const schema = z.object({
    code: issueGiftCardSchema.shape.code,
    amount: amountFieldSchema(currency),
    note: issueGiftCardSchema.shape.note,
  });
  const { form, onSubmit, formError, submitting } = useSchemaForm({
    schema,
    initialValues: { code: '', amount: '', note: '' },
    submit: async ({ code, amount, note }) => {
      const card = await api.issue(
        { code, amountMinor: toMinor(amount, currency), note },
        idempotencyKey,
      );
      showSuccess(M.issued(card.code));
      onIssued(card);
    },
    onFailure: (error) => {
      if (isTakenCode(error)) {
        setCodeTaken(true);
        form.setFieldError('code', apiErrorText(error));
      }
    },
  });
  return (
    <DialogForm
      onSubmit={(event) => {
        setCodeTaken(false);
        onSubmit(event);
      }}
      formError={codeTaken ? null : formError}
    >
      <TextInput
        label={M.codeLabel}
        description={M.codeDescription}
        required
        maxLength={32}
        autoComplete="off"
        data-autofocus
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        rightSectionWidth={110}
        rightSection={
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconWand size={14} aria-hidden />}
            onClick={() => {
              form.setFieldValue(
                'code',
                generatedGiftCardCode((bytes) => crypto.getRandomValues(bytes)),
              );
            }}
          >
            {M.generate}
          </Button>
        }
        {...form.getInputProps('code')}
        onChange={(event) => {
          form.setFieldValue('code', event.currentTarget.value.toUpperCase());
        }}
      />
      <LoadFields
        currency={currency}
        amount={form.getValues().amount}
        fieldProps={form.getInputProps}
        buttons={{ submit: M.issueSubmit, onCancel: onClose, submitting }}
      />
    </DialogForm>
  );
}
