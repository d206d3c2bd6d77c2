// The till's way through a sale: selling, then paying (the tenders; the sale completes by
// itself once they cover the total, sent or kept at the station when offline), then the receipt
// (printed at once where a receipt printer must open the drawer), then a new sale.
import type { Catalogue } from '@shared/sales/catalogue';
import { buildReceipt, type ReceiptContext } from '@shared/sales/build-receipt';
import type { ReceiptDocument } from '@shared/sales/receipt';
import type { Sale, SaleDraft, TenderDraft } from '@shared/sales/sales';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorText } from '../../../api';
import { useInstall } from '../../../lib/session';
import { salesKey } from '../api/sales';
import { useSalesApi } from '../api/use-sales-api';
import { useStationQueue } from '../station-queue';
import { saleDraftOf, type Cart } from './cart';
import { loadedBalances } from './gift-card-sale-dialog';
import { markOffline, provisionalSale } from './provisional-sale';
import { remainingDue } from './tender';

export type CheckoutStep = 'sell' | 'pay' | 'receipt';

export interface CompletedSale {
  sale: Sale;
  document: ReceiptDocument;
  /** Kept on the station: the server gets it when the station is back online. */
  queued: boolean;
}

/** A completed sale and, for its receipt, the balances of the gift cards it loaded. */
type Completion = Omit<CompletedSale, 'document'> & { giftCardBalances: Record<string, number> };

interface CheckoutContext {
  tenantId: string;
  cart: Cart;
  /** The cart's total (`totalsOf(cart).totalMinor`), which the tenders must cover. */
  totalMinor: number;
  catalogue: Catalogue;
  location: Catalogue['locations'][number];
  staff: { id: string; name: string };
  receiptContext: ReceiptContext;
  printAtStation: (document: ReceiptDocument) => Promise<void>;
}

export function useCheckout(till: CheckoutContext) {
  const { cart, location } = till;
  const api = useSalesApi();
  const install = useInstall();
  const queue = useStationQueue();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<CheckoutStep>('sell');
  const [tenders, setTenders] = useState<TenderDraft[]>([]);
  const [draft, setDraft] = useState<SaleDraft | null>(null);
  const [completed, setCompleted] = useState<CompletedSale | null>(null);

  const complete = useMutation({
    mutationFn: async (saleDraft: SaleDraft): Promise<Completion> => {
      const result = await queue.submit(saleDraft);
      if (result.status === 'sent') {
        const giftCardBalances = await loadedBalances(api.giftCards, result.sale);
        return { sale: result.sale, queued: false, giftCardBalances };
      }
      const sale = provisionalSale(cart, result.draft, {
        catalogue: till.catalogue,
        location,
        staff: till.staff,
        installId: install?.id ?? null,
      });
      return { sale, queued: true, giftCardBalances: {} };
    },
    onSuccess: async ({ sale, queued, giftCardBalances }) => {
      const built = buildReceipt(sale, { ...till.receiptContext, giftCardBalances });
      const document = queued ? markOffline(built) : built;
      setCompleted({ sale, document, queued });
      setStep('receipt');
      await queryClient.invalidateQueries({ queryKey: salesKey(till.tenantId) });
      await till.printAtStation(document);
    },
  });

  const onTenders = (next: TenderDraft[]) => {
    // A refused completion is over once the tenders change (a gift card taken off, say).
    complete.reset();
    setTenders(next);
    if (next.length > 0 && remainingDue(till.totalMinor, next) === 0) {
      const saleDraft = saleDraftOf(cart, {
        locationId: location.id,
        tenders: next,
        capturedAt: new Date().toISOString(),
      });
      setDraft(saleDraft);
      complete.mutate(saleDraft);
    }
  };

  return {
    step,
    tenders,
    completed: step === 'receipt' ? completed : null,
    onTenders,
    completing: complete.isPending,
    completeError: complete.isError ? apiErrorText(complete.error) : null,
    retryComplete: () => {
      if (draft !== null) complete.mutate(draft);
    },
    pay: () => {
      setStep('pay');
    },
    backToSelling: () => {
      setStep('sell');
    },
    /** Forgets the paid sale: the till is ready for the next one. */
    reset: () => {
      setTenders([]);
      setDraft(null);
      setCompleted(null);
      complete.reset();
      setStep('sell');
    },
  };
}
