// Gift cards: at the till a card's balance by its code, before it pays part of a sale; in the back
// office (giftCardsView) the list and a card's ledger, and with giftCardsEdit issue, reload,
// deactivate and reactivate. Issue and reload move money, so each carries an Idempotency-Key the
// dialog made once: a resend after a lost answer is counted once.
import { queryOptions } from '@tanstack/react-query';
import { API_HEADERS } from '@shared/api-headers';
import { buildPath } from '@shared/paths';
import type {
  GiftCard,
  GiftCardStatusChange,
  GiftCardSummary,
  IssueGiftCard,
  ReloadGiftCard,
} from '@shared/sales/gift-cards';
import {
  GIFT_CARD_PATHS,
  giftCardLedgerSchema,
  giftCardSchema,
  giftCardSummarySchema,
  giftCardsPageSchema,
} from '@shared/sales/gift-cards';
import type { z } from 'zod';
import { type HttpClient } from '../../../api';
import { useSuiteApi } from '../../../lib/use-suite-api';

export type GiftCardLedger = z.infer<typeof giftCardLedgerSchema>;
export type GiftCardsPage = z.infer<typeof giftCardsPageSchema>;

export interface GiftCardsApi {
  get(code: string, signal?: AbortSignal): Promise<GiftCard>;
}

export interface GiftCardsBackOfficeApi extends GiftCardsApi {
  /** `query` as the list's query string takes it (search, status, sort, cursor, limit). */
  page(query: Readonly<Record<string, string>>, signal?: AbortSignal): Promise<GiftCardsPage>;
  ledger(code: string, signal?: AbortSignal): Promise<GiftCardLedger>;
  issue(request: IssueGiftCard, idempotencyKey: string): Promise<GiftCardSummary>;
  reload(code: string, request: ReloadGiftCard, idempotencyKey: string): Promise<GiftCardSummary>;
  setActive(code: string, active: boolean, request: GiftCardStatusChange): Promise<GiftCardSummary>;
}

export function createGiftCardsApi(client: HttpClient): GiftCardsApi {
  return {
    get: (code, signal) =>
      client.get(buildPath(GIFT_CARD_PATHS.giftCard, { code }), giftCardSchema, signal),
  };
}

function createGiftCardsBackOfficeApi(client: HttpClient): GiftCardsBackOfficeApi {
  const postKeyed = (path: string, body: unknown, key: string) =>
    client.request(
      { method: 'POST', path, body, headers: { [API_HEADERS.idempotencyKey]: key } },
      giftCardSummarySchema,
    );
  return {
    ...createGiftCardsApi(client),
    page: (query, signal) =>
      client.get(
        `${GIFT_CARD_PATHS.giftCards}?${new URLSearchParams(query).toString()}`,
        giftCardsPageSchema,
        signal,
      ),
    ledger: (code, signal) =>
      client.get(buildPath(GIFT_CARD_PATHS.ledger, { code }), giftCardLedgerSchema, signal),
    issue: (request, key) => postKeyed(GIFT_CARD_PATHS.giftCards, request, key),
    reload: (code, request, key) =>
      postKeyed(buildPath(GIFT_CARD_PATHS.reload, { code }), request, key),
    setActive: (code, active, request) =>
      client.post(
        buildPath(active ? GIFT_CARD_PATHS.reactivate : GIFT_CARD_PATHS.deactivate, { code }),
        request,
        giftCardSummarySchema,
      ),
  };
}

export function useGiftCardsApi(): GiftCardsBackOfficeApi {
  return useSuiteApi(createGiftCardsBackOfficeApi);
}

/** Every gift card query of the tenant: the realtime event sales.gift-cards.changed refreshes them. */
export function giftCardsKey(tenantId: string) {
  return [tenantId, 'sales', 'gift-cards'] as const;
}

export function giftCardQuery(api: GiftCardsBackOfficeApi, tenantId: string, code: string) {
  return queryOptions({
    queryKey: [...giftCardsKey(tenantId), 'card', code] as const,
    queryFn: ({ signal }) => api.get(code, signal),
  });
}

export function giftCardLedgerQuery(api: GiftCardsBackOfficeApi, tenantId: string, code: string) {
  return queryOptions({
    queryKey: [...giftCardsKey(tenantId), 'ledger', code] as const,
    queryFn: ({ signal }) => api.ledger(code, signal),
  });
}
