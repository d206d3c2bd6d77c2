// The card terminal from the till (src/shared/sales/card-payments.ts): ask for an amount, poll
// until the terminal has an outcome, cancel while it waits. The reference server's terminal is
// simulated (card-terminal.ts).
import {
  CARD_PAYMENT_PATHS,
  cardPaymentParamsSchema,
  cardPaymentRequestSchema,
  cardPaymentSchema,
} from '@shared/sales/card-payments';
import { tenantContext } from '../auth/request-context';
import { idempotentWrite } from '../http/idempotency';
import { tenantRoutes } from '../http/tenant-routes';
import { cancelCardPayment, pollCardPayment, startCardPayment } from './card-payments-store';
import { assertMaySell } from './sales-access';

export const cardPaymentsRoutes = tenantRoutes((app, deps) => {
  const { database } = deps;

  app.post(
    CARD_PAYMENT_PATHS.payments,
    { schema: { body: cardPaymentRequestSchema, response: { 201: cardPaymentSchema } } },
    async (request, reply) => {
      const context = tenantContext(request);
      assertMaySell(context);
      const result = await idempotentWrite(
        database,
        request,
        context.tenantId,
        cardPaymentSchema,
        async (tx) => ({
          statusCode: 201,
          body: await startCardPayment(tx, context, request.body),
        }),
      );
      return reply.code(201).send(result.body);
    },
  );

  app.get(
    CARD_PAYMENT_PATHS.payment,
    { schema: { params: cardPaymentParamsSchema, response: { 200: cardPaymentSchema } } },
    (request) => {
      const context = tenantContext(request);
      assertMaySell(context);
      return database.transaction((tx) => pollCardPayment(tx, context.tenantId, request.params.id));
    },
  );

  app.post(
    CARD_PAYMENT_PATHS.cancel,
    { schema: { params: cardPaymentParamsSchema, response: { 200: cardPaymentSchema } } },
    (request) => {
      const context = tenantContext(request);
      assertMaySell(context);
      return database.transaction((tx) =>
        cancelCardPayment(tx, context.tenantId, request.params.id),
      );
    },
  );
});
