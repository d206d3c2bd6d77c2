// Parked sales at this station: park the cart being rung up, list what waits, take one back.
// The in-memory store lasts as long as the window; the station's durable store (IndexedDB,
// features/sales/station-queue) takes its place through ParkedCartsProvider.
import { createContext, useContext } from 'react';
import type { Cart } from './cart';

export interface ParkedCart {
  cart: Cart;
  parkedAt: string;
  parkedBy: { id: string; name: string };
  /** Shown in the list: "3 items · $12.34". */
  itemCount: number;
  totalMinor: number;
}

export interface ParkedCarts {
  park(parked: ParkedCart): Promise<void>;
  list(): Promise<ParkedCart[]>;
  /** Removes the cart from the parked list and answers it; null when someone took it already. */
  take(cartId: string): Promise<ParkedCart | null>;
}

export function createMemoryParkedCarts(): ParkedCarts {
  const parked = new Map<string, ParkedCart>();
  return {
    park: (entry) => {
      parked.set(entry.cart.id, entry);
      return Promise.resolve();
    },
    list: () =>
      Promise.resolve([...parked.values()].sort((a, b) => a.parkedAt.localeCompare(b.parkedAt))),
    take: (cartId) => {
      const entry = parked.get(cartId) ?? null;
      parked.delete(cartId);
      return Promise.resolve(entry);
    },
  };
}

const parkedCartsContext = createContext<ParkedCarts>(createMemoryParkedCarts());

export const ParkedCartsProvider = parkedCartsContext.Provider;

export function useParkedCarts(): ParkedCarts {
  return useContext(parkedCartsContext);
}
