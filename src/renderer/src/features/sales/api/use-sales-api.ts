// The sales calls of the point of sale, built once on the suite family's client.
import { useMemo } from 'react';
import { useApi } from '../../../api';
import { createApprovalsApi, type ApprovalsApi } from './approvals';
import { createCardPaymentsApi, type CardPaymentsApi } from './card-payments';
import { createCatalogueApi, type CatalogueApi } from './catalogue';
import { createGiftCardsApi, type GiftCardsApi } from './gift-cards';
import { createSalesApi, type SalesApi } from './sales';

export interface PointOfSaleApi {
  catalogue: CatalogueApi;
  sales: SalesApi;
  cardPayments: CardPaymentsApi;
  giftCards: GiftCardsApi;
  approvals: ApprovalsApi;
}

export function useSalesApi(): PointOfSaleApi {
  const { suite } = useApi();
  return useMemo(
    () => ({
      catalogue: createCatalogueApi(suite),
      sales: createSalesApi(suite),
      cardPayments: createCardPaymentsApi(suite),
      giftCards: createGiftCardsApi(suite),
      approvals: createApprovalsApi(suite),
    }),
    [suite],
  );
}
