// The point of sale once the catalogue is here: selling (grid and cart), paying (tender screen)
// and the receipt, with the barcode scanner, keyboard shortcuts (F2 search, F9 pay, Esc back),
// manager approvals, and parked sales.
import { Alert, Text, Title } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import type { Catalogue, Product } from '@shared/sales/catalogue';
import type { ApprovableAction } from '@shared/sales/approvals';
import { buildReceipt } from '@shared/sales/build-receipt';
import type { Discount } from '@shared/sales/cart-totals';
import type { ReceiptDocument } from '@shared/sales/receipt';
import type { Sale, SaleDraft, TenderDraft } from '@shared/sales/sales';
import { hasPermission, type Permissions } from '@shared/permissions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { apiErrorText } from '../../../api';
import { useInstall } from '../../../lib/session';
import { usePlatform } from '../../../platform';
import { useSalesApi } from '../api/use-sales-api';
import { salesKey } from '../api/sales';
import { GIFT_CARD_SALE_MESSAGES as G, POS_MESSAGES as M } from '../messages';
import { useBarcodeScanner } from './barcode-scanner';
import { useIdleReady } from './idle-ready';
import { useTillHeld } from './till-hold';
import {
  addApproval,
  addGiftCard,
  addToCart,
  emptyCart,
  giftCardsLoadedMinor,
  hasApproval,
  hasGiftCards,
  removeLine,
  saleDraftOf,
  setCustomer,
  setFulfillment,
  setLineDiscount,
  setQuantity,
  setSaleDiscount,
  totalsOf,
  type Cart,
  type CartLine,
  type Choice,
} from './cart';
import { CartPanel } from './cart-panel';
import { GiftCardSaleDialog, loadedBalances, type GiftCardLoad } from './gift-card-sale-dialog';
import { CustomerDialog } from './customer-dialog';
import { indexCatalogue, needsOptions, scanNeedsChoice } from './catalogue-index';
import { LineDialog, SaleDiscountDialog } from './line-dialog';
import { useManagerApproval } from './manager-approval';
import { useMoney } from './money';
import { OptionsDialog } from './options-dialog';
import { useStationQueue } from '../station-queue';
import { ParkedDialog, parkedQueryKey, useParkedList } from './parked-dialog';
import { createStationParkedCarts, type ParkedCart } from './parked-carts';
import { markOffline, provisionalSale } from './provisional-sale';
import { ProductGrid } from './product-grid';
import { ReceiptView } from './receipt-view';
import { useStation } from './station';
import { StationStatus } from './station-status';
import { RecentSalesDialog } from './recent-sales-dialog';
import { refundDraftOf, type RefundRequest } from './refund-form';
import classes from './salespoint.module.css';
import { remainingDue } from './tender';
import { TenderScreen } from './tender-screen';

type Location = Catalogue['locations'][number];

export interface PointOfSaleProps {
  catalogue: Catalogue;
  location: Location;
  tenantId: string;
  tenantName: string;
  staff: { id: string; name: string };
  permissions: Permissions;
}

type Notice = { kind: 'info' | 'error'; text: string } | null;

interface Completed {
  sale: Sale;
  document: ReceiptDocument;
  /** Kept on the station: the server gets it when the station is back online. */
  queued: boolean;
}

/** A completed sale and, for its receipt, the balances of the gift cards it loaded. */
type Completion = Omit<Completed, 'document'> & { giftCardBalances: Record<string, number> };

export function PointOfSale({
  catalogue,
  location,
  tenantId,
  tenantName,
  staff,
  permissions,
}: PointOfSaleProps) {
  const api = useSalesApi();
  const { desktop } = usePlatform();
  const install = useInstall();
  const queryClient = useQueryClient();
  const { storage, queue: stationQueue } = useStation();
  const queue = useStationQueue();
  const parkedCarts = useMemo(
    () => createStationParkedCarts(storage, catalogue, location.id),
    [storage, catalogue, location.id],
  );
  const parkedList = useParkedList(tenantId, parkedCarts);
  const money = useMoney(catalogue.currency);
  const index = useMemo(() => indexCatalogue(catalogue), [catalogue]);
  const searchRef = useRef<HTMLInputElement | null>(null);
  const approval = useManagerApproval();
  // The dialogs mount once the grid and the cart have drawn: the first paint does not wait for them.
  const dialogsReady = useIdleReady();

  const [cart, setCart] = useState<Cart>(() => emptyCart());
  const [mode, setMode] = useState<'sell' | 'pay' | 'receipt'>('sell');
  const [search, setSearch] = useState('');
  const [nextQuantity, setNextQuantity] = useState(1);
  const [notice, setNotice] = useState<Notice>(null);
  const [choosing, setChoosing] = useState<Product | null>(null);
  const [sellingGiftCard, setSellingGiftCard] = useState<Product | null>(null);
  const [editing, setEditing] = useState<CartLine | null>(null);
  const [discountingSale, setDiscountingSale] = useState(false);
  const [showParked, setShowParked] = useState(false);
  const [showRecent, setShowRecent] = useState(false);
  const [choosingCustomer, setChoosingCustomer] = useState(false);
  const [tenders, setTenders] = useState<TenderDraft[]>([]);
  const [draft, setDraft] = useState<SaleDraft | null>(null);
  const [completed, setCompleted] = useState<Completed | null>(null);
  const [printing, setPrinting] = useState(false);
  const [printError, setPrintError] = useState<string | null>(null);

  const totals = totalsOf(cart);
  const heldByDrawer = useTillHeld();
  const dialogOpen =
    heldByDrawer ||
    choosingCustomer ||
    choosing !== null ||
    sellingGiftCard !== null ||
    editing !== null ||
    discountingSale ||
    showParked ||
    showRecent ||
    approval.asking;

  const add = useCallback(
    (choice: Choice) => {
      setCart((current) => addToCart(current, catalogue, choice));
      setNotice({ kind: 'info', text: M.added(choice.product.name) });
      setNextQuantity(1);
    },
    [catalogue],
  );

  const choose = useCallback(
    (product: Product) => {
      if (product.isGiftCard) setSellingGiftCard(queue.online ? product : null);
      else if (needsOptions(product)) setChoosing(product);
      else add({ product, variantId: null, modifierOptionIds: [], quantity: nextQuantity });
    },
    [add, nextQuantity, queue.online],
  );

  const addGiftCardLine = (product: Product, load: GiftCardLoad) => {
    setSellingGiftCard(null);
    setCart((current) =>
      addGiftCard(current, catalogue, {
        product,
        code: load.code,
        amountMinor: load.amountMinor,
        detail: G.lineDetail(load.code, load.reload),
      }),
    );
    setNotice({ kind: 'info', text: G.added(load.code) });
  };

  const onCode = useCallback(
    (code: string) => {
      setSearch('');
      const match = index.byCode(code);
      if (match === undefined) {
        setNotice({ kind: 'error', text: M.unknownBarcode(code) });
      } else if (!scanNeedsChoice(match.product, match.variantId)) {
        add({
          product: match.product,
          variantId: match.variantId,
          modifierOptionIds: [],
          quantity: nextQuantity,
        });
      } else {
        choose(match.product);
      }
    },
    [add, choose, index, nextQuantity],
  );
  useBarcodeScanner(onCode, mode === 'sell' && !dialogOpen);

  /** The cashier's own key, an approval this sale already has, or a manager's now. */
  const allowed = async (action: ApprovableAction, summary: string) => {
    if (hasPermission(permissions, 'sales', action) || hasApproval(cart, action)) return true;
    const approved = await approval.approve({ action, summary });
    if (approved === null) return false;
    setCart((current) => addApproval(current, action, approved.token));
    setNotice({ kind: 'info', text: M.approvedBy(approved.approver.name) });
    return true;
  };

  /** The approvals an action on a past sale carries: none with the key, else a manager's. */
  const approvalsFor = async (action: ApprovableAction, summary: string) => {
    if (hasPermission(permissions, 'sales', action)) return [];
    const approved = await approval.approve({ action, summary });
    return approved === null ? null : [approved.token];
  };

  const refundSale = async (sale: Sale, request: RefundRequest) => {
    const approvals = await approvalsFor('refunds', `Refund from receipt ${sale.receiptNumber}`);
    if (approvals === null) return false;
    const refund = await api.sales.refund(sale.id, refundDraftOf(request, approvals));
    await queryClient.invalidateQueries({ queryKey: salesKey(tenantId) });
    setNotice({ kind: 'info', text: M.refunded(refund.receiptNumber, money(refund.totalMinor)) });
    return true;
  };

  const voidSale = async (sale: Sale, reason: string) => {
    const approvals = await approvalsFor('voids', `Void of receipt ${sale.receiptNumber}`);
    if (approvals === null) return false;
    await api.sales.voidSale(sale.id, { reason, approvals });
    await queryClient.invalidateQueries({ queryKey: salesKey(tenantId) });
    setNotice({ kind: 'info', text: M.voided(sale.receiptNumber) });
    return true;
  };

  const saveLine = async (
    line: CartLine,
    change: { quantity: number; discount: Discount | null },
  ) => {
    setEditing(null);
    const discountChanged = JSON.stringify(change.discount) !== JSON.stringify(line.discount);
    let next = (current: Cart) => setQuantity(current, line.key, change.quantity);
    if (discountChanged) {
      if (change.discount !== null && !(await allowed('discounts', `Discount on ${line.name}`)))
        return;
      next = (current) =>
        setLineDiscount(setQuantity(current, line.key, change.quantity), line.key, change.discount);
    }
    setCart(next);
  };

  const saveSaleDiscount = async (discount: Discount | null) => {
    setDiscountingSale(false);
    if (discount !== null && hasGiftCards(cart)) {
      setNotice({ kind: 'error', text: G.noSaleDiscount });
      return;
    }
    if (discount !== null && !(await allowed('discounts', 'Discount on the whole sale'))) return;
    setCart((current) => setSaleDiscount(current, discount));
  };

  // A session that ends with a sale half rung up (sign-out, idle timeout, leaving the till) parks
  // it at the station, so whoever comes next can take it over. Paid sales are not carts any more.
  const parkWhenLeft = useRef<() => void>(() => undefined);
  useEffect(() => {
    parkWhenLeft.current = () => {
      if (mode !== 'receipt' && tenders.length === 0 && cart.lines.length > 0) {
        void parkedCarts.park(cart, staff, M.parkedWhenLeft);
      }
    };
  });
  useEffect(
    () => () => {
      parkWhenLeft.current();
    },
    [],
  );

  const park = async () => {
    await parkedCarts.park(cart, staff);
    await queryClient.invalidateQueries({ queryKey: parkedQueryKey(tenantId) });
    setCart(emptyCart());
    setNotice({ kind: 'info', text: M.saleParked });
  };

  const resume = async (entry: ParkedCart) => {
    if (cart.lines.length > 0) {
      setShowParked(false);
      setNotice({ kind: 'error', text: M.resumeReplaces });
      return;
    }
    const taken = await parkedCarts.take(entry.cart.id, staff);
    await queryClient.invalidateQueries({ queryKey: parkedQueryKey(tenantId) });
    setShowParked(false);
    if (taken === null) return;
    setCart({ ...taken.cart, takenOverFrom: taken.takenOverFrom ?? null });
  };

  const print = async (document: ReceiptDocument) => {
    setPrintError(null);
    setPrinting(true);
    try {
      const printer = desktop?.receiptPrinter;
      if (printer !== undefined && (await printer.status()).connected)
        await printer.print(document);
      else window.print();
    } catch (error) {
      setPrintError(apiErrorText(error));
    } finally {
      setPrinting(false);
    }
  };

  const receiptContext = {
    tenantName,
    locationName: location.name,
    address: location.address,
    timeZone: location.timeZone,
  };
  // Once per till and location: the hook's functions change with every queue state.
  useEffect(() => {
    void stationQueue.reserveReceiptNumbers(location.id);
  }, [stationQueue, location.id]);

  const complete = useMutation({
    mutationFn: async (saleDraft: SaleDraft): Promise<Completion> => {
      const result = await queue.submit(saleDraft);
      if (result.status === 'sent') {
        const giftCardBalances = await loadedBalances(api.giftCards, result.sale);
        return { sale: result.sale, queued: false, giftCardBalances };
      }
      const sale = provisionalSale(cart, result.draft, {
        catalogue,
        location,
        staff,
        installId: install?.id ?? null,
      });
      return { sale, queued: true, giftCardBalances: {} };
    },
    onSuccess: async ({ sale, queued, giftCardBalances }) => {
      const built = buildReceipt(sale, { ...receiptContext, giftCardBalances });
      const document = queued ? markOffline(built) : built;
      setCompleted({ sale, document, queued });
      setMode('receipt');
      await queryClient.invalidateQueries({ queryKey: salesKey(tenantId) });
      // At a station the drawer must open for the change: its printer prints (and kicks) at once.
      const printer = desktop?.receiptPrinter;
      if (printer !== undefined && (await printer.status()).connected) await print(document);
    },
  });

  const onTenders = (next: TenderDraft[]) => {
    // A refused completion is over once the tenders change (a gift card taken off, say).
    complete.reset();
    setTenders(next);
    if (next.length > 0 && remainingDue(totals.totalMinor, next) === 0) {
      const saleDraft = saleDraftOf(cart, {
        locationId: location.id,
        tenders: next,
        capturedAt: new Date().toISOString(),
      });
      setDraft(saleDraft);
      complete.mutate(saleDraft);
    }
  };

  const pay = () => {
    if (mode !== 'sell' || cart.lines.length === 0 || dialogOpen) return;
    if (!queue.online && hasGiftCards(cart)) {
      setNotice({ kind: 'error', text: G.payOffline });
      return;
    }
    setSearch('');
    setMode('pay');
  };

  const newSale = () => {
    setCart(emptyCart());
    setTenders([]);
    setDraft(null);
    setCompleted(null);
    setPrintError(null);
    setNotice(null);
    complete.reset();
    setMode('sell');
  };

  useHotkeys(
    [
      ['F2', () => (mode === 'sell' && !dialogOpen ? searchRef.current?.focus() : undefined)],
      ['F9', pay],
      [
        'Escape',
        () => {
          if (mode === 'pay' && tenders.length === 0 && !complete.isPending) setMode('sell');
          else if (mode === 'sell' && !dialogOpen) setSearch('');
        },
      ],
    ],
    [],
  );

  const status = (
    <StationStatus
      currency={catalogue.currency}
      permissions={permissions}
      till={{ tenantId, tenantName, location }}
    />
  );

  if (mode === 'receipt' && completed !== null) {
    return (
      <>
        {status}
        <ReceiptView
          queued={completed.queued}
          document={completed.document}
          changeMinor={completed.sale.changeMinor}
          paidInCash={completed.sale.tenders.some((tender) => tender.kind === 'cash')}
          money={money}
          printing={printing}
          printError={printError}
          onPrint={() => void print(completed.document)}
          onNewSale={newSale}
        />
      </>
    );
  }
  if (mode === 'pay') {
    return (
      <>
        {status}
        <TenderScreen
          tenantId={tenantId}
          totalMinor={totals.totalMinor}
          currency={catalogue.currency}
          locationId={location.id}
          money={money}
          tenders={tenders}
          onTenders={onTenders}
          onBack={() => {
            setMode('sell');
          }}
          completing={complete.isPending}
          completeError={complete.isError ? apiErrorText(complete.error) : null}
          onRetryComplete={() => {
            if (draft !== null) complete.mutate(draft);
          }}
          giftCardsLoadedMinor={giftCardsLoadedMinor(cart, totals)}
        />
      </>
    );
  }

  return (
    <>
      {status}
      <div className={classes.layout}>
        <div>
          <Title order={1} fz="sm" c="dimmed" fw={600} mb="xs">
            {M.sellingAt(location.name)}
          </Title>
          {notice === null ? (
            <div role="status" aria-live="polite" />
          ) : notice.kind === 'error' ? (
            <Alert
              color="red"
              variant="light"
              role="alert"
              mb="sm"
              withCloseButton
              closeButtonLabel={M.close}
              onClose={() => {
                setNotice(null);
              }}
            >
              {notice.text}
            </Alert>
          ) : (
            <Text role="status" aria-live="polite" size="sm" c="dimmed" mb="xs">
              {notice.text}
            </Text>
          )}
          <ProductGrid
            catalogue={catalogue}
            index={index}
            money={money}
            search={search}
            onSearch={setSearch}
            searchRef={searchRef}
            quantity={nextQuantity}
            onQuantity={setNextQuantity}
            onChoose={choose}
            onCode={onCode}
            giftCardsUnavailable={queue.online ? null : G.offline}
          />
        </div>
        <CartPanel
          cart={cart}
          totals={totals}
          money={money}
          parkedCount={parkedList.data?.length ?? 0}
          onQuantity={(line, quantity) => {
            setCart((current) => setQuantity(current, line.key, quantity));
          }}
          onEditLine={setEditing}
          onSaleDiscount={() => {
            setDiscountingSale(true);
          }}
          onPark={() => void park()}
          onShowParked={() => {
            setShowParked(true);
          }}
          onClear={() => {
            setCart(emptyCart());
          }}
          onShowRecent={() => {
            setShowRecent(true);
          }}
          onPay={pay}
          onCustomer={() => {
            setChoosingCustomer(true);
          }}
          onRemoveCustomer={() => {
            setCart((current) => setCustomer(current, null));
          }}
          onFulfillment={(fulfillment) => {
            setCart((current) => setFulfillment(current, fulfillment));
          }}
        />
        {dialogsReady ? (
          <>
            <CustomerDialog
              opened={choosingCustomer}
              tenantId={tenantId}
              onClose={() => {
                setChoosingCustomer(false);
              }}
              onAttach={(customer) => {
                setChoosingCustomer(false);
                setCart((current) => setCustomer(current, customer));
              }}
            />
            <OptionsDialog
              catalogue={catalogue}
              product={choosing}
              quantity={nextQuantity}
              money={money}
              onAdd={(choice) => {
                setChoosing(null);
                add(choice);
              }}
              onClose={() => {
                setChoosing(null);
              }}
            />
            <GiftCardSaleDialog
              opened={sellingGiftCard !== null}
              currency={catalogue.currency}
              money={money}
              inCart={cart.lines.flatMap((line) => line.giftCardCode ?? [])}
              blocked={cart.discount === null ? null : G.discounted}
              onAdd={(load) => {
                if (sellingGiftCard !== null) addGiftCardLine(sellingGiftCard, load);
              }}
              onClose={() => {
                setSellingGiftCard(null);
              }}
            />
            <LineDialog
              line={editing}
              currency={catalogue.currency}
              onClose={() => {
                setEditing(null);
              }}
              onSave={(line, change) => void saveLine(line, change)}
              onRemove={(line) => {
                setEditing(null);
                setCart((current) => removeLine(current, line.key));
              }}
            />
            <SaleDiscountDialog
              opened={discountingSale}
              currency={catalogue.currency}
              discount={cart.discount}
              baseMinor={
                totals.subtotalMinor -
                totals.lines.reduce((sum, line) => sum + line.lineDiscountMinor, 0)
              }
              onClose={() => {
                setDiscountingSale(false);
              }}
              onSave={(discount) => void saveSaleDiscount(discount)}
            />
            <ParkedDialog
              opened={showParked}
              parked={parkedList.data ?? []}
              money={money}
              onClose={() => {
                setShowParked(false);
              }}
              onResume={(entry) => void resume(entry)}
            />
            <RecentSalesDialog
              opened={showRecent}
              tenantId={tenantId}
              filter={install === null ? { staffId: staff.id } : { installId: install.id }}
              money={money}
              onClose={() => {
                setShowRecent(false);
                setPrintError(null);
              }}
              receiptOf={(sale) =>
                buildReceipt(sale, {
                  ...receiptContext,
                  locationName: sale.locationName,
                  reprint: true,
                })
              }
              onPrint={(document) => void print(document)}
              printing={printing}
              printError={printError}
              onRefund={refundSale}
              onVoid={voidSale}
            />
            {approval.dialog}
          </>
        ) : null}
      </div>
    </>
  );
}
