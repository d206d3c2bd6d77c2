// What the signed-in person may do in the gift cards back office: change cards (giftCardsEdit),
// and open a sale's receipt from a card's history (transactionsView).
import { hasPermission } from '@shared/permissions';
import { useAccessState } from '../../../lib/session';

export function useGiftCardAccess(): { mayEdit: boolean; mayOpenSales: boolean } {
  const access = useAccessState();
  if (access.status !== 'ready') return { mayEdit: false, mayOpenSales: false };
  const { permissions } = access.context;
  return {
    mayEdit: hasPermission(permissions, 'sales', 'giftCardsEdit'),
    mayOpenSales: hasPermission(permissions, 'sales', 'transactionsView'),
  };
}
