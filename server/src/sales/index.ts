// The sales app on the server: its reference lists (spec §3), the point of sale's catalogue,
// sales, gift cards and card terminal, cash drawer sessions and managers' approvals at the till,
// the back office (products and their CSV import, gift cards, transactions, reports, fulfillment
// orders with their settings), and the admin's payment provider connection (with the simulated
// provider's pages) and QuickBooks export,
// in the caller's tenant. Each route file is its own scope, so each resolves the caller's tenant
// once.
import type { FastifyPluginAsyncZod, FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { FingerprintMatcherDependencies } from '../auth/fingerprint-matcher';
import type { ModuleDependencies } from '../http/module';
import { registerReferenceLists } from '../reference-lists/reference-list';
import { approvalsRoutes } from './approvals-routes';
import { cardPaymentsRoutes } from './card-payments-routes';
import { registerCatalogueRoutes } from './catalogue-routes';
import { drawersRoutes } from './drawers-routes';
import { fulfillmentRoutes } from './fulfillment-routes';
import { giftCardsRoutes } from './gift-cards-routes';
import { paymentsConnectionRoutes } from './payments-connection-routes';
import { quickbooksRoutes } from './quickbooks-routes';
import { productsImportRoutes } from './products-import-routes';
import { productsCategoriesRoutes } from './products-categories-routes';
import { productImageFileRoutes, productsRoutes } from './products-routes';
import { SALES_REFERENCE_LISTS } from './reference-lists-store';
import { reportsRoutes } from './reports-routes';
import { salesRoutes, type SalesDependencies } from './sales-routes';
import { transactionsRoutes } from './transactions-routes';
import { simulatedProviderPages } from './simulated-payments-provider-pages';

const referenceListRoutes: FastifyPluginCallbackZod<ModuleDependencies> = (app, deps, done) => {
  registerReferenceLists(app, deps, SALES_REFERENCE_LISTS);
  registerCatalogueRoutes(app, deps.database);
  done();
};

export { maySell } from './sales-access';
export type { SalesDependencies } from './sales-routes';

export const salesModule: FastifyPluginAsyncZod<
  ModuleDependencies & FingerprintMatcherDependencies & SalesDependencies
> = async (app, deps) => {
  await app.register(referenceListRoutes, deps);
  await app.register(salesRoutes, deps);
  await app.register(giftCardsRoutes, deps);
  await app.register(cardPaymentsRoutes, deps);
  await app.register(approvalsRoutes, deps);
  await app.register(drawersRoutes, deps);
  await app.register(reportsRoutes, deps);
  await app.register(transactionsRoutes, deps);
  await app.register(paymentsConnectionRoutes, deps);
  await app.register(quickbooksRoutes, deps);
  // The simulated card-payment provider's pages: no sign-in, as at a real provider.
  await app.register(simulatedProviderPages, deps);
  await app.register(productsImportRoutes, deps);
  await app.register(fulfillmentRoutes, deps);
  await app.register(productsRoutes, deps);
  await app.register(productsCategoriesRoutes, deps);
  await app.register(productImageFileRoutes, deps);
};
