// Gift cards by code (src/shared/sales/gift-cards.ts): the balance check at the till (the point
// of sale or giftCardsView) and a card's ledger (giftCardsView).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { hasPermission } from '@shared/permissions';
import {
  GIFT_CARD_PATHS,
  giftCardCodeParamsSchema,
  giftCardLedgerSchema,
  giftCardSchema,
} from '@shared/sales/gift-cards';
import { requireTenant, tenantContext, type TenantContext } from '../auth/request-context';
import { forbidden, notFoundInTenant } from '../http/errors';
import type { ModuleDependencies } from '../http/module';
import { findGiftCard, giftCardLedger } from './gift-cards-store';
import { maySell } from './sales-access';

const mayViewGiftCards = (context: TenantContext) =>
  hasPermission(context.permissions, 'sales', 'giftCardsView');

export const giftCardsRoutes: FastifyPluginCallbackZod<ModuleDependencies> = (app, deps, done) => {
  const { database } = deps;
  requireTenant(app, deps);

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

  done();
};
