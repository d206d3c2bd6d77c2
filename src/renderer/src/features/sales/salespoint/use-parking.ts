// Parked sales at the till: park the cart being rung up, the list and its dialog, resume one
// (only onto an empty cart), and a sale half rung up parked by itself when the session ends
// (sign-out, idle timeout, leaving the till) so whoever comes next can take it over.
import type { Catalogue } from '@shared/sales/catalogue';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { StationStorage } from '../station-queue';
import { POS_MESSAGES as M } from '../messages';
import { emptyCart, type Cart } from './cart';
import { createStationParkedCarts, type ParkedCart } from './parked-carts';
import { parkedQueryKey, useParkedList } from './parked-dialog';

interface ParkingContext {
  tenantId: string;
  storage: StationStorage;
  catalogue: Catalogue;
  locationId: string;
  staff: { id: string; name: string };
  cart: Cart;
  setCart: Dispatch<SetStateAction<Cart>>;
  /** The cart is still a sale being rung up: not paid in part or in full. */
  ringingUp: boolean;
  notify: (notice: { kind: 'info' | 'error'; text: string }) => void;
}

export function useParking({
  tenantId,
  storage,
  catalogue,
  locationId,
  staff,
  cart,
  setCart,
  ringingUp,
  notify,
}: ParkingContext) {
  const queryClient = useQueryClient();
  const parkedCarts = useMemo(
    () => createStationParkedCarts(storage, catalogue, locationId),
    [storage, catalogue, locationId],
  );
  const parkedList = useParkedList(tenantId, parkedCarts);
  const [showParked, setShowParked] = useState(false);

  // Read when the till unmounts, so it must see the latest cart: a ref, refreshed every render.
  const parkWhenLeft = useRef<() => void>(() => undefined);
  useEffect(() => {
    parkWhenLeft.current = () => {
      if (ringingUp && cart.lines.length > 0) void parkedCarts.park(cart, staff, M.parkedWhenLeft);
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
    notify({ kind: 'info', text: M.saleParked });
  };

  const resume = async (entry: ParkedCart) => {
    if (cart.lines.length > 0) {
      setShowParked(false);
      notify({ kind: 'error', text: M.resumeReplaces });
      return;
    }
    const taken = await parkedCarts.take(entry.cart.id, staff);
    await queryClient.invalidateQueries({ queryKey: parkedQueryKey(tenantId) });
    setShowParked(false);
    if (taken === null) return;
    setCart({ ...taken.cart, takenOverFrom: taken.takenOverFrom ?? null });
  };

  return {
    parked: parkedList.data ?? [],
    showParked,
    openParked: () => {
      setShowParked(true);
    },
    closeParked: () => {
      setShowParked(false);
    },
    park,
    resume,
  };
}
