// Answers a sales test expects: a status with its parsed body, and a card payment on the
// simulated terminal polled to its outcome (vitest's expect, so not for the benchmarks).
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { cardPaymentSchema, type CardPayment } from '@shared/sales/card-payments';
import type { HttpTestApp } from '../fixtures/app';
import { asSeller, type Seller } from './sales-fixture';

/** Expects `status` and parses the answer's body. */
export async function parsedAnswer<T>(
  response: Response,
  status: number,
  parse: (body: unknown) => T,
): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return parse(await response.json());
}

/** `seller` asks the simulated terminal for `amountMinor` and polls it to its outcome. */
export async function cardPayment(
  server: HttpTestApp,
  seller: Seller,
  locationId: string,
  amountMinor: number,
): Promise<CardPayment> {
  const id = randomUUID();
  const started = await parsedAnswer(
    await asSeller(server, seller, '/sales/card-payments', {
      body: { id, amountMinor, locationId },
    }),
    201,
    (body) => cardPaymentSchema.parse(body),
  );
  expect(started.status).toBe('waiting');
  const poll = async () =>
    parsedAnswer(await asSeller(server, seller, `/sales/card-payments/${id}`), 200, (body) =>
      cardPaymentSchema.parse(body),
    );
  expect((await poll()).status).toBe('waiting');
  return poll();
}
