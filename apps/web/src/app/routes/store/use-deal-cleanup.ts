import { cartSubtotalCents, shouldRemoveDeal, type CartState, type Deal } from '@orderlane/domain';
import { useEffect } from 'react';
import { useCartActions } from '@/features/cart/hooks/use-cart';

/** Deals: a deal line leaves the cart once the other lines no longer reach its threshold. */
export function useDealCleanup(storeId: number, cart: CartState, deals: readonly Deal[] | undefined): void {
  const { removeLine } = useCartActions();
  useEffect(() => {
    if (!deals || cart.restaurantInfoId !== storeId) {
      return;
    }
    const otherSubtotal = cartSubtotalCents(
      cart.orderItems.filter((line) => line.orderItemType !== 'DEAL_ITEM'),
    );
    const index = cart.orderItems.findIndex((line) => {
      const deal =
        line.orderItemType === 'DEAL_ITEM'
          ? deals.find((candidate) => candidate.id === line.itemId)
          : undefined;
      return deal !== undefined && shouldRemoveDeal(deal, otherSubtotal);
    });
    if (index >= 0) {
      removeLine(index);
    }
  }, [storeId, cart.restaurantInfoId, cart.orderItems, deals, removeLine]);
}
