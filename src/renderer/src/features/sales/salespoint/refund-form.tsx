// Refunding lines of a sale (how many of each, a reason; the money goes back the way it was
// paid, cash first) and voiding a whole sale (a reason). Each needs the cashier's refunds or
// voids key, or a manager's approval the screen asks for; the amounts come from refundShare.
import { Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { refundShare } from '@shared/sales/cart-totals';
import type { Sale } from '@shared/sales/sales';
import { useState, type FormEvent } from 'react';
import { apiErrorText } from '../../../api';
import { ErrorAlert } from '../../../ui';
import { POS_MESSAGES as M } from '../messages';
import type { Money } from './money';

/** What refunding `quantity` more units of a line gives back, after what was refunded before. */
export function refundOfLine(line: Sale['lines'][number], quantity: number): number {
  if (quantity === 0) return 0;
  const shape = { ...line.totals, quantity: line.quantity, taxInclusive: line.taxInclusive };
  const before =
    line.refundedQuantity === 0
      ? { quantity: 0, netMinor: 0, taxMinor: 0 }
      : {
          quantity: line.refundedQuantity,
          ...refundShare(shape, line.refundedQuantity, { quantity: 0, netMinor: 0, taxMinor: 0 }),
        };
  return refundShare(shape, quantity, before).totalMinor;
}

const TENDER_NAMES = { cash: M.cash, card: M.card, storedCard: M.card, giftCard: M.giftCard };

/** Cash when the sale took cash, else the sale's first tender. */
function refundTender(sale: Sale) {
  const tender = sale.tenders.find((candidate) => candidate.kind === 'cash') ?? sale.tenders[0];
  const kind = tender?.kind === 'giftCard' ? 'giftCard' : tender?.kind === 'cash' ? 'cash' : 'card';
  return { kind, giftCardCode: tender?.giftCardCode ?? null } as const;
}

/** A form's send: busy while it runs, its failure worded for the cashier. */
function useSend() {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = (sending: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    sending()
      .catch((error: unknown) => {
        setFailure(apiErrorText(error));
      })
      .finally(() => {
        setBusy(false);
      });
  };
  return { failure, setFailure, busy, send };
}

export interface RefundRequest {
  lines: { saleLineId: string; quantity: number }[];
  tender: { kind: 'cash' | 'card' | 'giftCard'; amountMinor: number; giftCardCode: string | null };
  reason: string;
}

/** The refund to send for `request`, carrying `approvals` (a manager's, or none with the key). */
export function refundDraftOf(request: RefundRequest, approvals: string[]) {
  return {
    id: crypto.randomUUID(),
    lines: request.lines,
    tenders: [request.tender],
    reason: request.reason,
    approvals,
    capturedAt: new Date().toISOString(),
  };
}

function Reason({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextInput
      label={M.reason}
      value={value}
      onChange={(event) => {
        onChange(event.currentTarget.value);
      }}
      maxLength={200}
    />
  );
}

export function RefundForm({
  sale,
  money,
  onRefund,
  onCancel,
}: {
  sale: Sale;
  money: Money;
  onRefund: (request: RefundRequest) => Promise<unknown>;
  onCancel: () => void;
}) {
  const lines = sale.lines.filter((line) => line.quantity > line.refundedQuantity);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [reason, setReason] = useState('');
  const { failure, setFailure, busy, send } = useSend();
  const totalMinor = lines.reduce(
    (sum, line) => sum + refundOfLine(line, quantities[line.id] ?? 0),
    0,
  );
  const tender = refundTender(sale);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = lines
      .map((line) => ({ saleLineId: line.id, quantity: quantities[line.id] ?? 0 }))
      .filter((line) => line.quantity > 0);
    const problem =
      chosen.length === 0 ? M.chooseRefundLines : reason.trim() === '' ? M.enterReason : null;
    if (problem !== null) {
      setFailure(problem);
      return;
    }
    send(() =>
      onRefund({
        lines: chosen,
        tender: { ...tender, amountMinor: totalMinor },
        reason: reason.trim(),
      }),
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <ErrorAlert message={failure} />
        {lines.map((line) => (
          <NumberInput
            key={line.id}
            label={M.refundQuantity(line.name, line.quantity - line.refundedQuantity)}
            value={quantities[line.id] ?? 0}
            onChange={(value) => {
              setQuantities((current) => ({ ...current, [line.id]: Number(value) || 0 }));
            }}
            min={0}
            max={line.quantity - line.refundedQuantity}
            clampBehavior="strict"
            allowDecimal={false}
            allowNegative={false}
            w={260}
          />
        ))}
        <Reason value={reason} onChange={setReason} />
        <Text fw={600}>{M.refundTo(TENDER_NAMES[tender.kind])}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {M.cancel}
          </Button>
          <Button type="submit" color="red" loading={busy} disabled={totalMinor === 0}>
            {M.refundTotal(money(totalMinor))}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function VoidForm({
  onVoid,
  onCancel,
}: {
  onVoid: (reason: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const { failure, setFailure, busy, send } = useSend();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setFailure(M.enterReason);
      return;
    }
    send(() => onVoid(reason.trim()));
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <ErrorAlert message={failure} />
        <Reason value={reason} onChange={setReason} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {M.cancel}
          </Button>
          <Button type="submit" color="red" loading={busy}>
            {M.confirmVoid}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
