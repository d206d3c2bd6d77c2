// Gift cards (src/shared/sales/gift-cards.ts): the balance check at the till (the point of sale
// or giftCardsView), a card's ledger and the back office's list (giftCardsView), and the back
// office's issue, reload, deactivate and reactivate (giftCardsEdit). Issue and reload move money,
// so they need an Idempotency-Key; every write tells the tenant's screens the cards changed.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasPermission } from '@shared/permissions';
import { REALTIME_EVENTS } from '@shared/realtime';
import {
  GIFT_CARD_PATHS,
  giftCardCodeParamsSchema,
  giftCardLedgerSchema,
  giftCardSchema,
  giftCardStatusChangeSchema,
  giftCardSummarySchema,
  giftCardsListQuerySchema,
  giftCardsPageSchema,
  issueGiftCardSchema,
  reloadGiftCardSchema,
  type GiftCardSummary,
} from '@shared/sales/gift-cards';
import { tenantContext, type TenantContext } from '../auth/request-context';
import type { Queryable } from '../db/database';
import { forbidden, notFoundInTenant } from '../http/errors';
import { idempotentWrite } from '../http/idempotency';
import { publishingTenantRoutes } from '../http/tenant-routes';
import { publishTenantChanges } from '../realtime/tenant-events';
import { changeGiftCardActive, issueGiftCard, reloadGiftCard } from './gift-cards-back-office';
import { listGiftCardsPage } from './gift-cards-list-store';
import { findGiftCard, giftCardLedger } from './gift-cards-store';
import { maySell } from './sales-access';

const mayViewGiftCards = (context: TenantContext) =>
  hasPermission(context.permissions, 'sales', 'giftCardsView');

function assertMayViewGiftCards(context: TenantContext): void {
  if (!mayViewGiftCards(context)) {
    throw forbidden('Gift cards in the back office need the gift cards permission.');
  }
}

function assertMayEditGiftCards(context: TenantContext): void {
  if (!hasPermission(context.permissions, 'sales', 'giftCardsEdit')) {
    throw forbidden(
      'Issuing, reloading or deactivating gift cards needs the gift cards edit permission.',
    );
  }
}

const oneCardWrite = <Body>(body: Body) => ({
  schema: { params: giftCardCodeParamsSchema, body, response: { 200: giftCardSummarySchema } },
});

export const giftCardsRoutes = publishingTenantRoutes((app, deps) => {
  const { database, realtime } = deps;

  /**
   * A back-office write: the caller may edit gift cards, money moves run once per
   * Idempotency-Key, and the tenant hears of it unless this was a repeat.
   */
  async function cardWrite(
    request: FastifyRequest,
    reply: FastifyReply,
    statusCode: number,
    write: (tx: Queryable, context: TenantContext) => Promise<GiftCardSummary>,
    options: { movesMoney: boolean },
  ) {
    const context = tenantContext(request);
    assertMayEditGiftCards(context);
    const result = options.movesMoney
      ? await idempotentWrite(
          database,
          request,
          context.tenantId,
          giftCardSummarySchema,
          async (tx) => ({
            statusCode,
            body: await write(tx, context),
          }),
        )
      : {
          statusCode,
          body: await database.transaction((tx) => write(tx, context)),
          replayed: false,
        };
    if (!result.replayed) {
      await publishTenantChanges(realtime, request, context.tenantId, [
        { event: REALTIME_EVENTS.salesGiftCardsChanged, id: result.body.code },
      ]);
    }
    return reply.code(result.statusCode).send(result.body);
  }

  app.get(
    GIFT_CARD_PATHS.giftCards,
    { schema: { querystring: giftCardsListQuerySchema, response: { 200: giftCardsPageSchema } } },
    (request) => {
      const context = tenantContext(request);
      assertMayViewGiftCards(context);
      return listGiftCardsPage(database, context.tenantId, request.query);
    },
  );

  app.post(
    GIFT_CARD_PATHS.giftCards,
    { schema: { body: issueGiftCardSchema, response: { 201: giftCardSummarySchema } } },
    (request, reply) =>
      cardWrite(request, reply, 201, (tx, context) => issueGiftCard(tx, context, request.body), {
        movesMoney: true,
      }),
  );

  app.get(
    GIFT_CARD_PATHS.giftCard,
    { schema: { params: giftCardCodeParamsSchema, response: { 200: giftCardSchema } } },
    async (request) => {
      const context = tenantContext(request);
      if (!mayViewGiftCards(context) && !maySell(context)) {
        throw forbidden('Checking a gift card needs the point of sale or gift cards permission.');
      }
      const card = await findGiftCard(database, context.tenantId, request.params.code);
      if (card === null) throw notFoundInTenant('gift card', request.params.code);
      return card;
    },
  );

  app.get(
    GIFT_CARD_PATHS.ledger,
    { schema: { params: giftCardCodeParamsSchema, response: { 200: giftCardLedgerSchema } } },
    async (request) => {
      const context = tenantContext(request);
      if (!mayViewGiftCards(context)) {
        throw forbidden('A gift card’s history needs the gift cards permission.');
      }
      const ledger = await giftCardLedger(database, context.tenantId, request.params.code);
      if (ledger === null) throw notFoundInTenant('gift card', request.params.code);
      return ledger;
    },
  );

  app.post(GIFT_CARD_PATHS.reload, oneCardWrite(reloadGiftCardSchema), (request, reply) =>
    cardWrite(
      request,
      reply,
      200,
      (tx, context) => reloadGiftCard(tx, context, request.params.code, request.body),
      { movesMoney: true },
    ),
  );

  for (const [path, active] of [
    [GIFT_CARD_PATHS.deactivate, false],
    [GIFT_CARD_PATHS.reactivate, true],
  ] as const) {
    app.post(path, oneCardWrite(giftCardStatusChangeSchema), (request, reply) =>
      cardWrite(
        request,
        reply,
        200,
        (tx, context) =>
          changeGiftCardActive(tx, context, request.params.code, active, request.body.reason),
        { movesMoney: false },
      ),
    );
  }
});
