// Parked sales at this station: park the cart being rung up, list what waits, take one back.
// Kept in the station's IndexedDB (features/sales/station-queue), so a parked cart survives a
// sign-out, a restart and a staff change; carts are rebuilt from the catalogue when listed.
import type { Catalogue } from '@shared/sales/catalogue';
import type { SaleDraft } from '@shared/sales/sales';
import {
  listParkedCarts,
  parkCart,
  takeParkedCart,
  type ParkedCart as StoredCart,
  type StationStorage,
} from '../station-queue';
import { lineFor, saleDraftOf, totalsOf, itemCount, type Cart, type CartLine } from './cart';

export interface ParkedCart {
  cart: Cart;
  parkedAt: string;
  parkedBy: { id: string; name: string };
  /** Shown in the list: "3 items · $12.34". */
  itemCount: number;
  totalMinor: number;
}

export interface ParkedCarts {
  park(cart: Cart, by: { id: string; name: string }, label?: string): Promise<void>;
  list(): Promise<ParkedCart[]>;
  /**
   * Removes the cart from the parked list and answers it, with who parked it when it was someone
   * else's; null when someone took it already.
   */
  take(
    cartId: string,
    by: { id: string },
  ): Promise<{ cart: Cart; takenOverFrom: SaleDraft['takenOverFrom'] } | null>;
}

/** The cart as the till knows it, its lines named and taxed from the catalogue again. */
function cartOf(stored: StoredCart, catalogue: Catalogue): Cart {
  const lines = stored.lines.flatMap((line): CartLine[] => {
    const product = catalogue.products.find((candidate) => candidate.id === line.productId);
    if (product === undefined) return [];
    const choice = {
      product,
      variantId: line.variantId,
      modifierOptionIds: line.modifierOptionIds,
    };
    return [
      {
        ...lineFor(catalogue, { ...choice, quantity: line.quantity }),
        key: crypto.randomUUID(),
        unitPriceMinor: line.unitPriceMinor,
        discount: line.discount,
        ...(line.giftCardCode === null
          ? {}
          : { giftCardCode: line.giftCardCode, detail: line.giftCardCode }),
      },
    ];
  });
  return {
    id: stored.id,
    lines,
    discount: stored.discount,
    approvals: stored.approvals,
    takenOverFrom: null,
    customer: stored.customer,
  };
}

export function createStationParkedCarts(
  storage: StationStorage,
  catalogue: Catalogue,
  locationId: string,
): ParkedCarts {
  return {
    park: async (cart, by, label = '') => {
      const { lines, discount } = saleDraftOf(cart, {
        locationId,
        tenders: [],
        capturedAt: new Date().toISOString(),
      });
      await parkCart(storage, {
        id: cart.id,
        locationId,
        lines,
        discount: discount ?? null,
        customer: cart.customer,
        approvals: cart.approvals,
        label,
        parkedBy: { accountId: by.id, name: by.name },
        parkedAt: new Date().toISOString(),
      });
    },
    list: async () =>
      (await listParkedCarts(storage)).map((stored) => {
        const cart = cartOf(stored, catalogue);
        return {
          cart,
          parkedAt: stored.parkedAt,
          parkedBy: { id: stored.parkedBy.accountId, name: stored.parkedBy.name },
          itemCount: itemCount(cart),
          totalMinor: totalsOf(cart).totalMinor,
        };
      }),
    take: async (cartId, by) => {
      const taken = await takeParkedCart(storage, cartId, { accountId: by.id });
      if (taken === null) return null;
      return { cart: cartOf(taken.cart, catalogue), takenOverFrom: taken.takenOverFrom };
    },
  };
}
