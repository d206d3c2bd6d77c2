// Carts parked at this station (a staff change, an idle timeout, or "park" at the till): kept in
// the station's database, whoever signs in next sees them, and taking over someone else's cart
// names them on the sale (takenOverFrom, audited by the server).
import { APPROVABLE_ACTIONS } from '@shared/sales/approvals';
import { discountSchema } from '@shared/sales/cart-totals';
import { saleCustomerSchema, saleLineDraftSchema, type SaleDraft } from '@shared/sales/sales';
import { z } from 'zod';
import type { StationStorage } from './station-storage';

export const parkedCartSchema = z.object({
  /** The sale's id from its first scan: the cart keeps it through parking. */
  id: z.uuid(),
  locationId: z.uuid(),
  lines: z.array(saleLineDraftSchema).min(1),
  discount: discountSchema.nullable(),
  customer: saleCustomerSchema.nullable(),
  /** Manager overrides the cart already has (single-use, short-lived): its discounts need them. */
  approvals: z
    .array(z.object({ action: z.enum(APPROVABLE_ACTIONS), token: z.string().min(1).max(2048) }))
    .max(10)
    .default([]),
  /** Why it was parked, shown in the list ("Idle", a name the cashier typed). */
  label: z.string().max(200),
  parkedBy: z.object({ accountId: z.uuid(), name: z.string() }),
  parkedAt: z.iso.datetime({ offset: true }),
});
export type ParkedCart = z.infer<typeof parkedCartSchema>;
export type ParkedCartInput = z.input<typeof parkedCartSchema>;

/** A resumed cart, and what its sale draft records when it was someone else's (else null). */
export interface TakenCart {
  cart: ParkedCart;
  takenOverFrom: SaleDraft['takenOverFrom'];
}

/** Parks a cart (a cart parked again replaces its earlier self). */
export async function parkCart(
  storage: StationStorage,
  cart: ParkedCartInput,
): Promise<ParkedCart> {
  const parsed = parkedCartSchema.parse(cart);
  await storage.db.put('parkedCarts', parsed, parsed.id);
  return parsed;
}

/** Every cart parked at this station, oldest first. */
export async function listParkedCarts(storage: StationStorage): Promise<ParkedCart[]> {
  const values = await storage.db.getAll('parkedCarts');
  return values
    .flatMap((value) => {
      const parsed = parkedCartSchema.safeParse(value);
      return parsed.success ? [parsed.data] : [];
    })
    .sort((a, b) => a.parkedAt.localeCompare(b.parkedAt));
}

/**
 * Resumes a parked cart: it leaves the parked list in the same transaction, so two people cannot
 * both take it. Null when someone already did. `takenOverFrom` is null for one's own cart.
 */
export async function takeParkedCart(
  storage: StationStorage,
  cartId: string,
  by: { accountId: string },
): Promise<TakenCart | null> {
  const tx = storage.db.transaction('parkedCarts', 'readwrite');
  const parsed = parkedCartSchema.safeParse(await tx.store.get(cartId));
  if (!parsed.success) {
    await tx.done;
    return null;
  }
  await tx.store.delete(cartId);
  await tx.done;
  const cart = parsed.data;
  return {
    cart,
    takenOverFrom:
      cart.parkedBy.accountId === by.accountId
        ? null
        : { accountId: cart.parkedBy.accountId, parkedAt: cart.parkedAt },
  };
}
