// A manager's override without signing the cashier out: the manager types their username and
// PIN, or touches the station's fingerprint reader, and POST /sales/approvals answers a
// single-use token for the one action. useManagerApproval asks only when the cashier lacks the
// action's key.
import { Group, Paper, Stack, Text, TextInput, PasswordInput } from '@mantine/core';
import { IconFingerprint } from '@tabler/icons-react';
import { typedUsernameSchema } from '@shared/fields';
import type { Approval, ApprovableAction, ApprovalRequest } from '@shared/sales/approvals';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { apiErrorText } from '../../../api';
import { useFingerprintReader, usePlatform } from '../../../platform';
import { DialogForm, FormButtons, FormDialog, useSchemaForm } from '../../../ui';
import { useSalesApi } from '../api/use-sales-api';
import { POS_MESSAGES as M } from '../messages';
import { UNRECORDED_INPUT } from '../../../lib/session-replay';

const pinSchema = z.object({
  username: typedUsernameSchema.check(z.minLength(1, 'Enter the manager’s username.')),
  pin: z.string().min(1, 'Enter the PIN.').max(128),
});

export interface ApprovalAsk {
  action: ApprovableAction;
  /** For the audit log: "Discount on Latte". */
  summary: string;
}

function FingerprintApproval({ onSample }: { onSample: (fmd: string) => void }) {
  const { desktop } = usePlatform();
  const reader = useFingerprintReader();
  const latest = useRef(onSample);
  useEffect(() => {
    latest.current = onSample;
  }, [onSample]);
  useEffect(() => {
    if (desktop === null || reader.data !== true) return undefined;
    return desktop.onFingerprint((event) => {
      if (event.type === 'sample') latest.current(event.sample.Data);
    });
  }, [desktop, reader.data]);
  if (desktop === null || reader.data !== true) return null;
  return (
    <Paper withBorder radius="md" p="sm">
      <Group gap="sm" wrap="nowrap">
        <IconFingerprint size={28} aria-hidden />
        <Text size="sm">{M.touchReader}</Text>
      </Group>
    </Paper>
  );
}

function ApprovalForm({
  ask,
  onApproved,
  onCancel,
}: {
  ask: ApprovalAsk;
  onApproved: (approval: Approval) => void;
  onCancel: () => void;
}) {
  const { approvals } = useSalesApi();
  const [touchError, setTouchError] = useState<string | null>(null);
  const request = (credentials: ApprovalRequest['credentials']) =>
    approvals.approve({ action: ask.action, summary: ask.summary, credentials });
  const { form, onSubmit, formError, submitting } = useSchemaForm({
    schema: pinSchema,
    initialValues: { username: '', pin: '' },
    submit: async ({ username, pin }) => {
      onApproved(await request({ method: 'pin', username, pin }));
    },
    onFailure: () => {
      form.setFieldValue('pin', '');
    },
  });
  const onSample = (fmd: string) => {
    setTouchError(null);
    request({ method: 'fingerprint', fmd }).then(onApproved, (error: unknown) => {
      setTouchError(apiErrorText(error));
    });
  };
  return (
    <DialogForm onSubmit={onSubmit} formError={formError ?? touchError}>
      <Text>{M.approvalExplain(M.approvalActions[ask.action])}</Text>
      <TextInput
        label={M.managerUsername}
        autoComplete="off"
        data-autofocus
        {...form.getInputProps('username')}
      />
      <PasswordInput
        {...UNRECORDED_INPUT}
        label={M.managerPin}
        autoComplete="off"
        {...form.getInputProps('pin')}
      />
      <FingerprintApproval onSample={onSample} />
      <FormButtons
        labels={{ cancel: M.cancel, submit: M.approve }}
        onCancel={onCancel}
        submitting={submitting}
      />
    </DialogForm>
  );
}

/**
 * `approve(ask)` resolves with the manager's approval, or null when the cashier cancels; render
 * `dialog` once on the screen.
 */
export function useManagerApproval() {
  const [pending, setPending] = useState<{
    ask: ApprovalAsk;
    resolve: (approval: Approval | null) => void;
  } | null>(null);
  const approve = (ask: ApprovalAsk) =>
    new Promise<Approval | null>((resolve) => {
      setPending({ ask, resolve });
    });
  const finish = (approval: Approval | null) => {
    pending?.resolve(approval);
    setPending(null);
  };
  const dialog = (
    <FormDialog
      opened={pending !== null}
      onClose={() => {
        finish(null);
      }}
      title={M.approvalTitle}
      closeLabel={M.close}
    >
      {pending === null ? null : (
        <Stack>
          <ApprovalForm
            ask={pending.ask}
            onApproved={finish}
            onCancel={() => {
              finish(null);
            }}
          />
        </Stack>
      )}
    </FormDialog>
  );
  return { approve, dialog, asking: pending !== null };
}
