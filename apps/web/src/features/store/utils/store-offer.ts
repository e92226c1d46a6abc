// TODO(domain): move to packages/domain (store offer rules of 000 §4 Order type and §9).
import type { Store } from '@/types/api';

type OrderTypeChoice = 'DELIVERY' | 'PICK_UP';

/** 000 §9: the Delivery label shows when the store has any driver option, otherwise 'Pickup Only'. */
export function hasDriverOption(store: Pick<Store, 'orderlaneDrive' | 'ownDriver' | 'tdrive'>): boolean {
  return store.orderlaneDrive || store.ownDriver || store.tdrive;
}

function findOrderType(store: Pick<Store, 'restaurantInfoOrderTypes'>, type: OrderTypeChoice) {
  return store.restaurantInfoOrderTypes?.find((entry) => entry.orderType.value === type) ?? null;
}

/** Delivery can be chosen: an available DELIVERY order type and a driver option. */
export function isDeliveryOffered(store: Store): boolean {
  return hasDriverOption(store) && (findOrderType(store, 'DELIVERY')?.available ?? false);
}

/** 000 §4: with no order type set, offer delivery first (address dialog) when the store delivers; else PICK_UP. */
export function defaultOrderTypeAction(store: Store): 'open-address-dialog' | 'set-pick-up' {
  return store.orderlaneDrive && isDeliveryOffered(store) ? 'open-address-dialog' : 'set-pick-up';
}

/** Ready-time range in minutes for the order type, a special time taking precedence. */
export function readyTimeRange(store: Store, type: OrderTypeChoice): { min: number; max: number } | null {
  const entry = findOrderType(store, type) ?? findOrderType(store, 'PICK_UP');
  const special = entry?.currentRestaurantInfoOrderTypeSpecialTime;
  const min = special?.minReadyMinutes ?? entry?.minReadyMinutes;
  const max = special?.maxReadyMinutes ?? entry?.maxReadyMinutes;
  return typeof min === 'number' && typeof max === 'number' ? { min, max } : null;
}

/** 000 §9: promo banners show only when mRate is at least 1.16 and rewardRate is above 0.06. */
export function arePromoBannersShown(store: Pick<Store, 'mRate' | 'rewardRate'>): boolean {
  return (store.mRate ?? 0) >= 1.16 && (store.rewardRate ?? 0) > 0.06;
}

export function firstKeyword(keyword: string | null): string | null {
  const first = keyword?.split(',')[0]?.trim();
  return first ? first : null;
}
