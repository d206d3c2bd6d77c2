// Card payments on the payment terminal (card-payments.ts contract): start one for an amount,
// ask where it stands while the customer taps, cancel it from the till.
import { API_HEADERS } from '@shared/api-headers';
import { buildPath } from '@shared/paths';
import {
  CARD_PAYMENT_PATHS,
  cardPaymentSchema,
  type CardPayment,
} from '@shared/sales/card-payments';
import type { HttpClient } from '../../../api';

export interface CardPaymentsApi {
  start(request: { id: string; amountMinor: number; locationId: string }): Promise<CardPayment>;
  get(id: string, signal?: AbortSignal): Promise<CardPayment>;
  cancel(id: string): Promise<CardPayment>;
}

export function createCardPaymentsApi(client: HttpClient): CardPaymentsApi {
  return {
    start: (request) =>
      client.request(
        {
          method: 'POST',
          path: CARD_PAYMENT_PATHS.payments,
          body: request,
          headers: { [API_HEADERS.idempotencyKey]: request.id },
        },
        cardPaymentSchema,
      ),
    get: (id, signal) =>
      client.get(buildPath(CARD_PAYMENT_PATHS.payment, { id }), cardPaymentSchema, signal),
    cancel: (id) =>
      client.post(buildPath(CARD_PAYMENT_PATHS.cancel, { id }), {}, cardPaymentSchema),
  };
}
