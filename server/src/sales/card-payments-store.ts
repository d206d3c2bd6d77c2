// Card payments: asked of the terminal from the till, polled until they have an outcome, taken
// by exactly one sale (claimed in the sale's transaction), and reversed by a void.
import type { z } from 'zod';
import type { CardPayment, cardPaymentRequestSchema } from '@shared/sales/card-payments';
import type { TenantContext } from '../auth/request-context';
import type { Queryable } from '../db/database';
import { ApiError, conflict, notFoundInTenant, validationFailed } from '../http/errors';
import { storedCardOutcome, terminalOutcome } from './card-terminal';

interface PaymentRow {
  id: string;
  amount_minor: string | number;
  status: CardPayment['status'];
  polls: number;
  card_last4: string | null;
  card_brand: string | null;
  message: string | null;
  sale_id: string | null;
  location_id: string;
}

const COLUMNS =
  'id, amount_minor, status, polls, card_last4, card_brand, message, sale_id, location_id';

function toPayment(row: PaymentRow): CardPayment {
  return {
    id: row.id,
    amountMinor: Number(row.amount_minor),
    status: row.status,
    cardLast4: row.card_last4,
    cardBrand: row.card_brand,
    message: row.message,
    saleId: row.sale_id,
  };
}

async function lockPayment(tx: Queryable, tenantId: string, id: string): Promise<PaymentRow> {
  const [row] = await tx.query<PaymentRow>(
    `SELECT ${COLUMNS} FROM card_payments WHERE tenant_id = $1 AND id = $2 FOR UPDATE`,
    [tenantId, id],
  );
  if (row === undefined) throw notFoundInTenant('card payment', id);
  return row;
}

/** Asks the terminal for an amount; a repeat with the same id finds the same payment. */
export async function startCardPayment(
  tx: Queryable,
  context: TenantContext,
  request: z.infer<typeof cardPaymentRequestSchema>,
): Promise<CardPayment> {
  const location = await tx.query('SELECT 1 FROM locations WHERE tenant_id = $1 AND id = $2', [
    context.tenantId,
    request.locationId,
  ]);
  if (location.length === 0) throw notFoundInTenant('location', request.locationId);
  await tx.query(
    `INSERT INTO card_payments (id, tenant_id, location_id, install_id, account_id, amount_minor)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
    [
      request.id,
      context.tenantId,
      request.locationId,
      context.installId,
      context.accountId,
      request.amountMinor,
    ],
  );
  const row = await lockPayment(tx, context.tenantId, request.id);
  if (Number(row.amount_minor) !== request.amountMinor || row.location_id !== request.locationId) {
    throw conflict('This card payment id was already used for another amount or location.');
  }
  return toPayment(row);
}

/** Where the payment stands; the simulated terminal decides on the second poll. */
export async function pollCardPayment(
  tx: Queryable,
  tenantId: string,
  id: string,
): Promise<CardPayment> {
  const row = await lockPayment(tx, tenantId, id);
  if (row.status !== 'waiting') return toPayment(row);
  const polls = row.polls + 1;
  if (polls < 2) {
    await tx.query('UPDATE card_payments SET polls = $2 WHERE id = $1', [id, polls]);
    return toPayment({ ...row, polls });
  }
  const outcome = terminalOutcome(Number(row.amount_minor));
  const [updated] = await tx.query<PaymentRow>(
    `UPDATE card_payments SET polls = $2, status = $3, card_last4 = $4, card_brand = $5,
            message = $6
      WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, polls, outcome.status, outcome.cardLast4, outcome.cardBrand, outcome.message],
  );
  return toPayment(updated ?? row);
}

/** Cancels from the till while the terminal waits; a cancelled payment stays cancelled. */
export async function cancelCardPayment(
  tx: Queryable,
  tenantId: string,
  id: string,
): Promise<CardPayment> {
  const row = await lockPayment(tx, tenantId, id);
  if (row.status === 'cancelled') return toPayment(row);
  if (row.status !== 'waiting') {
    throw conflict(
      `The card payment is already ${row.status}; only a waiting one can be cancelled.`,
    );
  }
  const [updated] = await tx.query<PaymentRow>(
    `UPDATE card_payments SET status = 'cancelled', message = 'Cancelled at the till'
      WHERE id = $1 RETURNING ${COLUMNS}`,
    [id],
  );
  return toPayment(updated ?? row);
}

/** A sale takes an approved, unclaimed payment of exactly its tender's amount. */
export async function claimCardPayment(
  tx: Queryable,
  tenantId: string,
  tender: { paymentId: string; amountMinor: number; field: string },
  saleId: string,
): Promise<{ cardLast4: string | null }> {
  const [row] = await tx.query<PaymentRow>(
    `SELECT ${COLUMNS} FROM card_payments WHERE tenant_id = $1 AND id = $2 FOR UPDATE`,
    [tenantId, tender.paymentId],
  );
  if (row === undefined) {
    throw validationFailed(`${tender.field}.paymentId: There is no such card payment.`);
  }
  if (row.status !== 'approved') {
    throw new ApiError(
      409,
      'payment_not_approved',
      `The card payment was not approved (${row.status}).`,
      { paymentId: row.id, status: row.status },
    );
  }
  if (row.sale_id !== null) throw conflict('This card payment was already taken by another sale.');
  if (Number(row.amount_minor) !== tender.amountMinor) {
    throw validationFailed(
      `${tender.field}.amountMinor: The card payment was for ${String(row.amount_minor)}, not ${tender.amountMinor}.`,
    );
  }
  await tx.query('UPDATE card_payments SET sale_id = $2 WHERE id = $1', [row.id, saleId]);
  return { cardLast4: row.card_last4 };
}

/** Forwards a stored-card payment to the provider and records its answer against the sale. */
export async function forwardStoredCardPayment(
  tx: Queryable,
  context: TenantContext,
  payment: { id: string; amountMinor: number; last4: string; locationId: string },
  saleId: string,
): Promise<{ approved: boolean }> {
  const [claimedElsewhere] = await tx.query<{ sale_id: string | null }>(
    'SELECT sale_id FROM card_payments WHERE id = $1',
    [payment.id],
  );
  if (claimedElsewhere !== undefined) {
    throw conflict('This stored card payment was already forwarded with another sale.');
  }
  const outcome = storedCardOutcome(payment.amountMinor);
  await tx.query(
    `INSERT INTO card_payments
       (id, tenant_id, location_id, install_id, account_id, amount_minor, status, polls, stored,
        card_last4, card_brand, message, sale_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 0, true, $8, $9, $10, $11)`,
    [
      payment.id,
      context.tenantId,
      payment.locationId,
      context.installId,
      context.accountId,
      payment.amountMinor,
      outcome.status,
      payment.last4,
      outcome.cardBrand,
      outcome.message,
      saleId,
    ],
  );
  return { approved: outcome.status === 'approved' };
}

/** A void gives the sale's card payments back. */
export async function reverseCardPayments(tx: Queryable, saleId: string): Promise<void> {
  await tx.query(
    'UPDATE card_payments SET reversed_at = now() WHERE sale_id = $1 AND reversed_at IS NULL',
    [saleId],
  );
}
