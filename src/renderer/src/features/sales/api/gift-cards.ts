// Gift cards at the till: a card's balance by its code, before it pays part of a sale.
import { buildPath } from '@shared/paths';
import { GIFT_CARD_PATHS, giftCardSchema, type GiftCard } from '@shared/sales/gift-cards';
import type { HttpClient } from '../../../api';

export interface GiftCardsApi {
  get(code: string, signal?: AbortSignal): Promise<GiftCard>;
}

export function createGiftCardsApi(client: HttpClient): GiftCardsApi {
  return {
    get: (code, signal) =>
      client.get(buildPath(GIFT_CARD_PATHS.giftCard, { code }), giftCardSchema, signal),
  };
}
