// The sales routes of the suite family in memory, in front of the fake auth server: the catalogue,
// sales priced with cartTotals, the simulated card terminal (an amount's cents choose the outcome),
// gift cards and manager approvals (Max's PIN). Requests are parsed with the contracts and recorded.
import { approvalRequestSchema } from '@shared/sales/approvals';
import {
  CARD_TEST_AMOUNTS,
  cardPaymentRequestSchema,
  type CardPayment,
} from '@shared/sales/card-payments';
import { cartTotals } from '@shared/sales/cart-totals';
import type { Catalogue } from '@shared/sales/catalogue';
import {
  refundDraftSchema,
  saleDraftSchema,
  voidRequestSchema,
  type Sale,
} from '@shared/sales/sales';
import { TEST_CONFIG, type FakeAuthServer } from '../../../../test/fake-auth-server';
import { recordedLineOf, recordedMoneyOf } from '../provisional-sale';
import { HARBOR_CATALOGUE } from './harbor-catalogue';

export interface RecordedSalesRequest {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

export interface FakeSalesOptions {
  catalogue?: Catalogue | 'fail';
  staff?: { id: string; name: string };
  /** Starts with POST /sales/sales answering 503 (see `setOutage`). */
  outage?: boolean;
}

const SUITE = TEST_CONFIG.api.suite;

const MAX_ID = '6d5c4b3a-2918-4f07-8e6d-5c4b3a291807';

function respond(status: number, body: unknown) {
  return Response.json(body, { status });
}

function error(status: number, code: string, message: string) {
  return respond(status, { error: { code, message } });
}

function saleOf(
  draftBody: unknown,
  catalogue: Catalogue,
  number: number,
  staff: Sale['staff'],
): Sale {
  const draft = saleDraftSchema.parse(draftBody);
  const lines = draft.lines.map((line) => {
    const product = catalogue.products.find((candidate) => candidate.id === line.productId);
    const tax = catalogue.taxes.find((candidate) => candidate.id === product?.taxId);
    return { ...line, product, taxRate: tax?.rate ?? 0, taxInclusive: tax?.inclusive ?? false };
  });
  const totals = cartTotals(lines, draft.discount);
  const location = catalogue.locations.find((candidate) => candidate.id === draft.locationId);
  return {
    id: draft.id,
    fulfillment: null,
    receiptNumber: `DT-${String(number).padStart(6, '0')}`,
    locationId: draft.locationId,
    locationName: location?.name ?? '',
    installId: null,
    installName: null,
    staff,
    state: 'completed',
    currency: catalogue.currency,
    lines: lines.map((line, index) =>
      recordedLineOf(catalogue, line, {
        id: crypto.randomUUID(),
        name: line.product?.name ?? '',
        totals: totals.lines[index],
      }),
    ),
    ...recordedMoneyOf(draft, totals, {
      tenderId: () => crypto.randomUUID(),
      cardLast4: (tender) => (tender.kind === 'card' ? '4242' : null),
    }),
    customer: null,
    offline: false,
  };
}

function cardOutcome(amountMinor: number): CardPayment['status'] {
  const cents = amountMinor % 100;
  if (cents === CARD_TEST_AMOUNTS.declinedCents) return 'declined';
  if (cents === CARD_TEST_AMOUNTS.timedOutCents) return 'timedOut';
  if (cents === CARD_TEST_AMOUNTS.cancelledOnTerminalCents) return 'cancelled';
  return 'approved';
}

export function withFakeSales(auth: FakeAuthServer, options: FakeSalesOptions = {}) {
  const catalogue = options.catalogue ?? HARBOR_CATALOGUE;
  const staff = options.staff ?? { id: MAX_ID, name: 'Casey Cashier' };
  const requests: RecordedSalesRequest[] = [];
  const payments = new Map<string, CardPayment>();
  const looked = new Map<string, number>();
  const giftCards = new Map([
    ['HC-1000-0001', 2500],
    ['HC-1000-0002', 0],
  ]);
  const sales: Sale[] = [];
  let receipts = 41;
  /** POST /sales/sales answers 503 while true. */
  let outage = options.outage ?? false;

  const handle = (method: string, path: string, body: unknown): Response => {
    if (method === 'GET' && path === '/sales/catalogue') {
      return catalogue === 'fail'
        ? error(500, 'internal', 'The server could not answer.')
        : respond(200, catalogue);
    }
    if (method === 'GET' && path === '/sales/receipt-series') {
      return respond(200, { prefix: 'DT', nextNumber: receipts + 1 });
    }
    if (method === 'POST' && path === '/sales/sales' && outage) {
      return error(503, 'unavailable', 'The server is not answering.');
    }
    if (method === 'POST' && path === '/sales/sales' && catalogue !== 'fail') {
      const draft = saleDraftSchema.parse(body);
      const loaded = draft.lines.filter((line) => line.giftCardCode !== null);
      const overdrawn = draft.tenders.find(
        (tender) =>
          tender.kind === 'giftCard' && (giftCards.get(tender.code) ?? 0) < tender.amountMinor,
      );
      if (overdrawn?.kind === 'giftCard') {
        return error(
          409,
          'insufficient_balance',
          `The gift card ${overdrawn.code} holds ${String(giftCards.get(overdrawn.code) ?? 0)}, less than ${String(overdrawn.amountMinor)}.`,
        );
      }
      receipts = draft.receiptNumber === null ? receipts + 1 : Number(draft.receiptNumber.slice(3));
      const sale = saleOf(body, catalogue, receipts, staff);
      sales.unshift(sale);
      for (const line of loaded) {
        const code = line.giftCardCode ?? '';
        giftCards.set(code, (giftCards.get(code) ?? 0) + line.unitPriceMinor);
      }
      return respond(201, sale);
    }
    if (method === 'GET' && path === '/sales/sales') return respond(200, { items: sales });
    const saleAction = /^\/sales\/sales\/([^/]+)\/(refunds|void)$/.exec(path);
    const target = sales.find((sale) => sale.id === saleAction?.[1]);
    if (method === 'POST' && target !== undefined && saleAction?.[2] === 'refunds') {
      const draft = refundDraftSchema.parse(body);
      for (const line of draft.lines) {
        const refunded = target.lines.find((candidate) => candidate.id === line.saleLineId);
        if (refunded !== undefined) refunded.refundedQuantity += line.quantity;
      }
      target.state = target.lines.every((line) => line.refundedQuantity === line.quantity)
        ? 'refunded'
        : 'partiallyRefunded';
      const totalMinor = draft.tenders.reduce((sum, tender) => sum + tender.amountMinor, 0);
      return respond(201, {
        id: draft.id,
        saleId: target.id,
        receiptNumber: 'DT-R-000001',
        staff,
        reason: draft.reason,
        lines: [],
        tenders: [],
        totalMinor,
        createdAt: draft.capturedAt,
      });
    }
    if (method === 'POST' && target !== undefined && saleAction?.[2] === 'void') {
      voidRequestSchema.parse(body);
      target.state = 'voided';
      return respond(200, target);
    }
    if (method === 'POST' && path === '/sales/card-payments') {
      const request = cardPaymentRequestSchema.parse(body);
      const payment: CardPayment = {
        id: request.id,
        amountMinor: request.amountMinor,
        status: 'waiting',
        cardLast4: null,
        cardBrand: null,
        message: null,
        saleId: null,
      };
      payments.set(payment.id, payment);
      return respond(201, payment);
    }
    const paymentMatch = /^\/sales\/card-payments\/([^/]+)(\/cancel)?$/.exec(path);
    const payment = paymentMatch === null ? undefined : payments.get(paymentMatch[1] ?? '');
    if (payment !== undefined) {
      // The customer takes a moment: the first look finds the terminal still waiting.
      const looks = (looked.get(payment.id) ?? 0) + 1;
      looked.set(payment.id, looks);
      const cancelled = paymentMatch?.[2] !== undefined;
      if (!cancelled && looks === 1) return respond(200, payment);
      const status = cancelled ? 'cancelled' : cardOutcome(payment.amountMinor);
      const answered: CardPayment = {
        ...payment,
        status,
        cardLast4: status === 'approved' ? '4242' : null,
        cardBrand: status === 'approved' ? 'Visa' : null,
        message: status === 'declined' ? 'Insufficient funds' : null,
      };
      payments.set(payment.id, answered);
      return respond(200, answered);
    }
    const giftMatch = /^\/sales\/gift-cards\/([^/]+)$/.exec(path);
    if (method === 'GET' && giftMatch !== null) {
      const code = decodeURIComponent(giftMatch[1] ?? '');
      const balance = giftCards.get(code);
      if (balance === undefined) return error(404, 'not_found', 'No such gift card.');
      return respond(200, {
        code,
        balanceMinor: balance,
        currency: 'USD',
        active: true,
        issuedAt: '2026-11-01T10:00:00.000Z',
      });
    }
    if (method === 'POST' && path === '/sales/approvals') {
      const request = approvalRequestSchema.parse(body);
      const { credentials } = request;
      if (
        credentials.method !== 'pin' ||
        credentials.username !== 'max' ||
        credentials.pin !== '33334444'
      ) {
        return error(401, 'invalid_credentials', 'Those credentials are not valid.');
      }
      return respond(201, {
        token: `approval-${request.action}`,
        action: request.action,
        approver: { id: MAX_ID, name: 'Max Manager' },
        expiresAt: '2026-11-25T15:00:00.000Z',
      });
    }
    return error(404, 'not_found', `No route ${method} ${path}.`);
  };

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (!url.href.startsWith(SUITE)) return auth.fetch(input, init);
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const path = url.pathname.slice(new URL(SUITE).pathname.length);
    requests.push({ method, path, headers: new Headers(init?.headers), body });
    return Promise.resolve(handle(method, path, body));
  };

  return {
    server: { ...auth, fetch },
    requests,
    /** The sales the server recorded, newest first. */
    recorded: (): readonly Sale[] => sales,
    setOutage: (down: boolean) => {
      outage = down;
    },
    /** The card's balance moves behind the till's back (spent at another station). */
    setGiftCardBalance: (code: string, balanceMinor: number) => {
      giftCards.set(code, balanceMinor);
    },
    posted: (path: string) =>
      requests.filter((request) => request.method === 'POST' && request.path === path),
  };
}
