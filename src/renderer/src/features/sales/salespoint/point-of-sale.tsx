// The point of sale once the catalogue is here: selling (grid and cart), paying (tender screen)
// and the receipt, with the barcode scanner, keyboard shortcuts (F2 search, F9 pay, Esc back),
// manager approvals, and parked sales.
import { Title } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import type { Catalogue, Product } from '@shared/sales/catalogue';
import type { ApprovableAction } from '@shared/sales/approvals';
import { buildReceipt } from '@shared/sales/build-receipt';
import type { Discount } from '@shared/sales/cart-totals';
import { hasPermission, type Permissions } from '@shared/permissions';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useInstall } from '../../../lib/session';
import { useIdleReady } from '../../../lib/when-idle';
import { GIFT_CARD_SALE_MESSAGES as G, POS_MESSAGES as M } from '../messages';
import { useBarcodeScanner } from './barcode-scanner';
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
import { GiftCardSaleDialog, type GiftCardLoad } from './gift-card-sale-dialog';
import { CustomerDialog } from './customer-dialog';
import { indexCatalogue, needsOptions, scanNeedsChoice } from './catalogue-index';
import { LineDialog, SaleDiscountDialog } from './line-dialog';
import { useManagerApproval } from './manager-approval';
import { useMoney } from './money';
import { OptionsDialog } from './options-dialog';
import { useStationQueue } from '../station-queue';
import { ParkedDialog } from './parked-dialog';
import { ProductGrid } from './product-grid';
import { ReceiptView } from './receipt-view';
import { useStation } from './station';
import { StationStatus } from './station-status';
import { RecentSalesDialog } from './recent-sales-dialog';
import classes from './salespoint.module.css';
import { TenderScreen } from './tender-screen';
import { TillNotice, type Notice } from './till-notice';
import { useCheckout } from './use-checkout';
import { useParking } from './use-parking';
import { usePastSaleActions } from './use-past-sale-actions';
import { useReceiptPrinting } from './use-receipt-printing';

type Location = Catalogue['locations'][number];

export interface PointOfSaleProps {
  catalogue: Catalogue;
  location: Location;
  tenantId: string;
  tenantName: string;
  staff: { id: string; name: string };
  permissions: Permissions;
}

export function PointOfSale({
  catalogue,
  location,
  tenantId,
  tenantName,
  staff,
  permissions,
}: PointOfSaleProps) {
  const install = useInstall();
  const { storage, queue: stationQueue } = useStation();
  const queue = useStationQueue();
  const money = useMoney(catalogue.currency);
  const index = useMemo(() => indexCatalogue(catalogue), [catalogue]);
  const searchRef = useRef<HTMLInputElement | null>(null);
  const approval = useManagerApproval();
  // The dialogs mount once the grid and the cart have drawn: the first paint does not wait for them.
  const dialogsReady = useIdleReady();

  const [cart, setCart] = useState<Cart>(() => emptyCart());
  const [search, setSearch] = useState('');
  const [nextQuantity, setNextQuantity] = useState(1);
  const [notice, setNotice] = useState<Notice>(null);
  const [choosing, setChoosing] = useState<Product | null>(null);
  const [sellingGiftCard, setSellingGiftCard] = useState<Product | null>(null);
  const [editing, setEditing] = useState<CartLine | null>(null);
  const [discountingSale, setDiscountingSale] = useState(false);
  const [showRecent, setShowRecent] = useState(false);
  const [choosingCustomer, setChoosingCustomer] = useState(false);

  const totals = totalsOf(cart);
  const printing = useReceiptPrinting();
  const receiptContext = {
    tenantName,
    locationName: location.name,
    address: location.address,
    timeZone: location.timeZone,
  };
  const checkout = useCheckout({
    tenantId,
    cart,
    totalMinor: totals.totalMinor,
    catalogue,
    location,
    staff,
    receiptContext,
    printAtStation: printing.printAtStation,
  });
  const mode = checkout.step;
  const parking = useParking({
    tenantId,
    storage,
    catalogue,
    locationId: location.id,
    staff,
    cart,
    setCart,
    ringingUp: mode !== 'receipt' && checkout.tenders.length === 0,
    notify: setNotice,
  });
  const pastSales = usePastSaleActions({
    tenantId,
    permissions,
    approve: approval.approve,
    money,
    notify: (text) => {
      setNotice({ kind: 'info', text });
    },
  });
  const heldByDrawer = useTillHeld();
  const dialogOpen =
    heldByDrawer ||
    choosingCustomer ||
    choosing !== null ||
    sellingGiftCard !== null ||
    editing !== null ||
    discountingSale ||
    parking.showParked ||
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

  // Once per till and location: the hook's functions change with every queue state.
  useEffect(() => {
    void stationQueue.reserveReceiptNumbers(location.id);
  }, [stationQueue, location.id]);

  const pay = () => {
    if (mode !== 'sell' || cart.lines.length === 0 || dialogOpen) return;
    if (!queue.online && hasGiftCards(cart)) {
      setNotice({ kind: 'error', text: G.payOffline });
      return;
    }
    setSearch('');
    checkout.pay();
  };

  const newSale = () => {
    setCart(emptyCart());
    printing.clearPrintError();
    setNotice(null);
    checkout.reset();
  };

  useHotkeys(
    [
      ['F2', () => (mode === 'sell' && !dialogOpen ? searchRef.current?.focus() : undefined)],
      ['F9', pay],
      [
        'Escape',
        () => {
          if (mode === 'pay' && checkout.tenders.length === 0 && !checkout.completing)
            checkout.backToSelling();
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

  const completed = checkout.completed;
  if (completed !== null) {
    return (
      <>
        {status}
        <ReceiptView
          queued={completed.queued}
          document={completed.document}
          changeMinor={completed.sale.changeMinor}
          paidInCash={completed.sale.tenders.some((tender) => tender.kind === 'cash')}
          money={money}
          printing={printing.printing}
          printError={printing.printError}
          onPrint={() => void printing.print(completed.document)}
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
          tenders={checkout.tenders}
          onTenders={checkout.onTenders}
          onBack={checkout.backToSelling}
          completing={checkout.completing}
          completeError={checkout.completeError}
          onRetryComplete={checkout.retryComplete}
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
          <TillNotice
            notice={notice}
            onClose={() => {
              setNotice(null);
            }}
          />
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
          parkedCount={parking.parked.length}
          onQuantity={(line, quantity) => {
            setCart((current) => setQuantity(current, line.key, quantity));
          }}
          onEditLine={setEditing}
          onSaleDiscount={() => {
            setDiscountingSale(true);
          }}
          onPark={() => void parking.park()}
          onShowParked={parking.openParked}
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
              opened={parking.showParked}
              parked={parking.parked}
              money={money}
              onClose={parking.closeParked}
              onResume={(entry) => void parking.resume(entry)}
            />
            <RecentSalesDialog
              opened={showRecent}
              tenantId={tenantId}
              filter={install === null ? { staffId: staff.id } : { installId: install.id }}
              money={money}
              onClose={() => {
                setShowRecent(false);
                printing.clearPrintError();
              }}
              receiptOf={(sale) =>
                buildReceipt(sale, {
                  ...receiptContext,
                  locationName: sale.locationName,
                  reprint: true,
                })
              }
              onPrint={(document) => void printing.print(document)}
              printing={printing.printing}
              printError={printing.printError}
              onRefund={pastSales.refundSale}
              onVoid={pastSales.voidSale}
            />
            {approval.dialog}
          </>
        ) : null}
      </div>
    </>
  );
}
