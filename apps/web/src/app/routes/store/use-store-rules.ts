import {
  cartDisplaySubtotalCents,
  checkOrderability,
  clearExpiredScheduleTime,
  isAsapAvailable,
  type CartState,
  type Orderability,
} from '@orderlane/domain';
import { useEffect, useMemo, useRef } from 'react';
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
  /** The cart holds items of another restaurant. */
  isOtherRestaurantCart: boolean;
}

/** The store page's rules: order type default, expired time, delivery check, orderability. */
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

  // The default order type is decided once per store visit; later changes come from the diner.
  const decidedStoreId = useRef<number | null>(null);
  useEffect(() => {
    if (!store.active || decidedStoreId.current === store.id) {
      return;
    }
    decidedStoreId.current = store.id;
    if (cart.orderType === null) {
      if (defaultOrderTypeAction(store) === 'open-address-dialog') {
        onNeedAddress();
      } else {
        dispatch({ type: 'UPDATE_ORDER_TYPE', orderType: 'PICK_UP' });
      }
    } else if (cart.orderType === 'DELIVERY' && !isDeliveryOffered(store)) {
      dispatch({ type: 'UPDATE_ORDER_TYPE', orderType: 'PICK_UP' });
    }
  }, [store, cart.orderType, dispatch, onNeedAddress]);

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
    pause: { store: store.orderingPaused ?? false, orderTypes: store.pausedOrderTypes ?? [] },
  });
  return {
    isAsapAvailable: isAsap,
    deliveryStatus,
    orderability,
    isOtherRestaurantCart: hasItems && cart.restaurantInfoId !== null && cart.restaurantInfoId !== store.id,
  };
}
