// Card payments on the payment terminal (card-payments.ts contract): start one for an amount,
// ask where it stands while the customer taps, cancel it from the till.
import { buildPath } from '@shared/paths';
import {
  CARD_PAYMENT_PATHS,
  cardPaymentSchema,
  type CardPayment,
} from '@shared/sales/card-payments';
import type { HttpClient } from '../../../api';
import { postIdempotent } from './sales';

export interface CardPaymentsApi {
  start(request: { id: string; amountMinor: number; locationId: string }): Promise<CardPayment>;
  get(id: string, signal?: AbortSignal): Promise<CardPayment>;
  cancel(id: string): Promise<CardPayment>;
}

export function createCardPaymentsApi(client: HttpClient): CardPaymentsApi {
  return {
    start: (request) =>
      postIdempotent(client, CARD_PAYMENT_PATHS.payments, request, cardPaymentSchema),
    get: (id, signal) =>
      client.get(buildPath(CARD_PAYMENT_PATHS.payment, { id }), cardPaymentSchema, signal),
    cancel: (id) =>
      client.post(buildPath(CARD_PAYMENT_PATHS.cancel, { id }), {}, cardPaymentSchema),
  };
}
