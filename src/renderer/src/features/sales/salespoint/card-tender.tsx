// Paying by card on the terminal: start a payment for what is due, follow it while the customer
// taps (Cancel from the till while it waits), then approved — the tender — or declined, timed out
// or cancelled on the terminal, with Retry or another tender.
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import type { CardPayment } from '@shared/sales/card-payments';
import type { TenderDraft } from '@shared/sales/sales';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { apiErrorText } from '../../../api';
import { ErrorAlert } from '../../../ui';
import { useSalesApi } from '../api/use-sales-api';
import { POS_MESSAGES as M } from '../messages';
import type { Money } from './money';

const POLL_MS = 1000;

interface CardTenderProps {
  tenantId: string;
  amountMinor: number;
  locationId: string;
  money: Money;
  onApproved: (tender: TenderDraft) => void;
  /** The cashier chose another tender after a failure. */
  onOther: () => void;
}

export function CardTender({
  tenantId,
  amountMinor,
  locationId,
  money,
  onApproved,
  onOther,
}: CardTenderProps) {
  const { cardPayments } = useSalesApi();
  const [payment, setPayment] = useState<CardPayment | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const polled = useQuery({
    queryKey: [tenantId, 'sales', 'card-payments', payment?.id ?? ''] as const,
    queryFn: ({ signal }) => cardPayments.get(payment?.id ?? '', signal),
    enabled: payment?.status === 'waiting',
    // Ask until the terminal answers.
    refetchInterval: (query) =>
      query.state.data === undefined || query.state.data.status === 'waiting' ? POLL_MS : false,
  });
  const answered =
    polled.data !== undefined && polled.data.id === payment?.id && polled.data.status !== 'waiting';
  const current = answered ? polled.data : payment;
  const reported = useRef<string | null>(null);

  useEffect(() => {
    if (current?.status !== 'approved' || reported.current === current.id) return;
    reported.current = current.id;
    onApproved({ kind: 'card', amountMinor: current.amountMinor, paymentId: current.id });
  }, [current, onApproved]);

  const start = () => {
    setBusy(true);
    setFailure(null);
    cardPayments
      .start({ id: crypto.randomUUID(), amountMinor, locationId })
      .then(setPayment, (error: unknown) => {
        setFailure(apiErrorText(error));
      })
      .finally(() => {
        setBusy(false);
      });
  };
  const cancel = () => {
    if (current === null) return;
    setBusy(true);
    cardPayments
      .cancel(current.id)
      .then(setPayment, (error: unknown) => {
        setFailure(apiErrorText(error));
      })
      .finally(() => {
        setBusy(false);
      });
  };

  if (current === null || current.status === 'approved') {
    return (
      <Stack gap="sm">
        <ErrorAlert message={failure} />
        <Button
          size="xl"
          leftSection={<IconCreditCard aria-hidden />}
          onClick={start}
          loading={busy || current?.status === 'approved'}
        >
          {M.chargeCard(money(amountMinor))}
        </Button>
      </Stack>
    );
  }
  if (current.status === 'waiting') {
    return (
      <Stack gap="sm" role="status">
        <Group gap="sm">
          <Loader size="sm" />
          <Text fw={600}>{M.cardStatus.waiting}</Text>
        </Group>
        <ErrorAlert message={failure} />
        <Button variant="default" size="lg" onClick={cancel} loading={busy}>
          {M.cancelCard}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Alert color="red" variant="light" role="alert" title={M.cardStatus[current.status]}>
        {current.message}
      </Alert>
      <Group gap="sm">
        <Button size="lg" onClick={start} loading={busy}>
          {M.retryCard}
        </Button>
        <Button size="lg" variant="default" onClick={onOther}>
          {M.anotherTender}
        </Button>
      </Group>
    </Stack>
  );
}
