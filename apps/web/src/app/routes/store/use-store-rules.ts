import {
  cartDisplaySubtotalCents,
  checkOrderability,
  clearExpiredScheduleTime,
  isAsapAvailable,
  type CartState,
  type Orderability,
} from '@orderlane/domain';
import { useEffect, useMemo } from 'react';
import { useDeliveryAvailability } from '@/features/address/api/get-delivery-availability';
import type { DeliveryStatus } from '@/features/address/components/delivery-status-panel';
import { hasCompleteAddress } from '@/features/address/utils/address-text';
import { useCartActions } from '@/features/cart/hooks/use-cart';
import { defaultOrderTypeAction, isDeliveryOffered } from '@orderlane/domain';
import { useDisplayLocale } from '@/i18n/use-display-locale';
import type { Store } from '@/types/api';
import { toStoreHoursRows } from './store-hours-rows';

export interface StoreRules {
  isAsapAvailable: boolean;
  deliveryStatus: DeliveryStatus;
  orderability: Orderability;
  /** The cart holds items of another restaurant (000 §2 warning banner). */
  isOtherRestaurantCart: boolean;
}

/** 000 §4 behaviour on the store page: order type default, expired time, delivery check, orderability. */
export function useStoreRules(
  store: Store,
  cart: CartState,
  now: number,
  onNeedAddress: () => void,
): StoreRules {
  const { dispatch } = useCartActions();
  const locale = useDisplayLocale();
  const rows = useMemo(() => toStoreHoursRows(store.restaurantInfoHours), [store.restaurantInfoHours]);
  const isAsap = isAsapAvailable(rows, store.timeZone, now);
  const address = hasCompleteAddress(cart.customer) ? cart.customer : null;
  const delivery = useDeliveryAvailability(store.id, cart.orderType === 'DELIVERY' ? address : null);

  useEffect(() => {
    if (cart.scheduleTime && clearExpiredScheduleTime(cart.scheduleTime, store.timeZone, now) === null) {
      dispatch({ type: 'UPDATE_SCHEDULE_TIME', scheduleTime: null });
    }
  }, [cart.scheduleTime, store.timeZone, now, dispatch]);

  useEffect(() => {
    if (!store.active) {
      return;
    }
    if (cart.orderType === null) {
      if (defaultOrderTypeAction(store) === 'open-address-dialog') {
        onNeedAddress();
      } else {
        dispatch({ type: 'UPDATE_ORDER_TYPE', orderType: 'PICK_UP' });
      }
    } else if (cart.orderType === 'DELIVERY' && !isDeliveryOffered(store)) {
      dispatch({ type: 'UPDATE_ORDER_TYPE', orderType: 'PICK_UP' });
    }
    // Decided once per store visit; later changes come from the diner.
  }, [store.id]);

  const isDeliveryAvailable = delivery.data?.available === true;
  useEffect(() => {
    if (delivery.data && cart.deliveryAvailable !== isDeliveryAvailable) {
      dispatch({ type: 'UPDATE_STATE', deliveryAvailable: isDeliveryAvailable });
    }
  }, [delivery.data, isDeliveryAvailable, cart.deliveryAvailable, dispatch]);

  const deliveryStatus: DeliveryStatus =
    address === null
      ? 'no-address'
      : delivery.isPending
        ? 'checking'
        : isDeliveryAvailable
          ? 'available'
          : 'out-of-range';
  const hasItems = cart.orderItems.length > 0;
  const orderability = checkOrderability({
    store: { id: store.id, active: store.active, minDeliveryCents: store.minDeliveryCents },
    cart: {
      restaurantInfoId: hasItems ? cart.restaurantInfoId : null,
      orderType: cart.orderType,
      // The server checks the delivery minimum against the subtotal the diner is shown (and charged).
      subtotalCents: cartDisplaySubtotalCents(cart.orderItems, locale),
    },
    isWithinHours: cart.scheduleTime !== null || isAsap,
    isDeliveryAvailable,
  });
  return {
    isAsapAvailable: isAsap,
    deliveryStatus,
    orderability,
    isOtherRestaurantCart: hasItems && cart.restaurantInfoId !== null && cart.restaurantInfoId !== store.id,
  };
}
