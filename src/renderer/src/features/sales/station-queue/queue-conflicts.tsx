// The refused sales of this station, for a manager: what the server said about each, and the two
// ways out — send it again (after fixing what the server refused) or write it off with a reason.
import { Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { singleLineText } from '@shared/text-fields';
import { useState } from 'react';
import { z } from 'zod';
import { DialogForm, FormButtons, TargetDialog, useSchemaForm } from '../../../ui';
import { formatMinor } from './format-minor';
import { STATION_QUEUE_MESSAGES as MESSAGES } from './messages';
import type { QueuedSale } from './queue-records';
import { useStationQueue } from './use-station-queue';

const writeOffSchema = z.object({
  reason: singleLineText()
    .min(1, MESSAGES.writeOffReasonMissing)
    .max(200, MESSAGES.writeOffReasonTooLong),
});

/** The tenant's currency (the catalogue's) for the sales' totals. */
export function QueueConflicts({ currency }: { currency: string }) {
  const queue = useStationQueue();
  const [writingOff, setWritingOff] = useState<QueuedSale | null>(null);

  if (queue.conflicts.length === 0) {
    return <Text c="dimmed">{MESSAGES.noConflicts}</Text>;
  }
  return (
    <Stack gap="sm">
      {queue.held.length > 0 && <Text size="sm">{MESSAGES.heldBehind(queue.held.length)}</Text>}
      {queue.conflicts.map((sale) => (
        <ConflictCard
          key={sale.draft.id}
          sale={sale}
          currency={currency}
          onRetry={() => queue.retryConflict(sale.draft.id)}
          onWriteOff={() => {
            setWritingOff(sale);
          }}
        />
      ))}
      <TargetDialog
        target={writingOff}
        onClose={() => {
          setWritingOff(null);
        }}
        title={MESSAGES.writeOffTitle}
        closeLabel={MESSAGES.cancel}
      >
        {(sale) => (
          <WriteOffForm
            onCancel={() => {
              setWritingOff(null);
            }}
            submit={async (reason) => {
              await queue.writeOff(sale.draft.id, reason);
              setWritingOff(null);
            }}
          />
        )}
      </TargetDialog>
    </Stack>
  );
}

function ConflictCard({
  sale,
  currency,
  onRetry,
  onWriteOff,
}: {
  sale: QueuedSale;
  currency: string;
  onRetry: () => Promise<void>;
  onWriteOff: () => void;
}) {
  const [retrying, setRetrying] = useState(false);
  const total = sale.draft.tenders.reduce((sum, tender) => sum + tender.amountMinor, 0);
  const label = sale.draft.receiptNumber ?? MESSAGES.noReceiptNumber;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      aria-label={MESSAGES.conflictLabel(label)}
      component="section"
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{label}</Text>
          <Text fw={700}>{formatMinor(total, currency)}</Text>
        </Group>
        <Text size="sm" c="dimmed">
          {MESSAGES.rungUpAt(new Date(sale.draft.capturedAt))}
        </Text>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Badge color="red" variant="light" style={{ flexShrink: 0 }}>
            {sale.conflict?.status}
          </Badge>
          <Text size="sm">{sale.conflict?.message}</Text>
        </Group>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onWriteOff}>
            {MESSAGES.writeOff}
          </Button>
          <Button
            loading={retrying}
            onClick={() => {
              setRetrying(true);
              void onRetry().finally(() => {
                setRetrying(false);
              });
            }}
          >
            {MESSAGES.sendAgain}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function WriteOffForm({
  submit,
  onCancel,
}: {
  submit: (reason: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { form, onSubmit, formError, submitting } = useSchemaForm({
    schema: writeOffSchema,
    initialValues: { reason: '' },
    submit: ({ reason }) => submit(reason),
  });
  return (
    <DialogForm onSubmit={onSubmit} formError={formError}>
      <Text size="sm">{MESSAGES.writeOffExplanation}</Text>
      <TextInput label={MESSAGES.writeOffReason} data-autofocus {...form.getInputProps('reason')} />
      <FormButtons
        labels={{ cancel: MESSAGES.cancel, submit: MESSAGES.writeOff }}
        onCancel={onCancel}
        submitting={submitting}
      />
    </DialogForm>
  );
}
