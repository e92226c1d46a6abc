import { hasDriverOption } from '../store-list/store-list.js';

type OrderTypeChoice = 'DELIVERY' | 'PICK_UP';

/** What the offer rules read of a store. */
export interface StoreOfferFields {
  orderlaneDrive: boolean;
  ownDriver: boolean;
  tdrive: boolean;
  mRate?: number | null;
  rewardRate?: number | null;
  restaurantInfoOrderTypes?:
    | readonly {
        orderType: { value: string };
        minReadyMinutes: number | null;
        maxReadyMinutes: number | null;
        available: boolean;
        currentRestaurantInfoOrderTypeSpecialTime?: {
          minReadyMinutes: number;
          maxReadyMinutes: number;
        } | null;
      }[]
    | null;
}

function findOrderType(store: StoreOfferFields, type: OrderTypeChoice) {
  return store.restaurantInfoOrderTypes?.find((entry) => entry.orderType.value === type) ?? null;
}

/** Delivery can be chosen: an available DELIVERY order type and a driver option. */
export function isDeliveryOffered(store: StoreOfferFields): boolean {
  return hasDriverOption(store) && (findOrderType(store, 'DELIVERY')?.available ?? false);
}

/** Order type: with none set, open the address dialog when the store delivers with its drive option; else PICK_UP. */
export function defaultOrderTypeAction(store: StoreOfferFields): 'open-address-dialog' | 'set-pick-up' {
  return store.orderlaneDrive && isDeliveryOffered(store) ? 'open-address-dialog' : 'set-pick-up';
}

/** Ready-time range in minutes for the order type, a special time taking precedence. */
export function readyTimeRange(
  store: StoreOfferFields,
  type: OrderTypeChoice,
): { min: number; max: number } | null {
  const entry = findOrderType(store, type) ?? findOrderType(store, 'PICK_UP');
  const special = entry?.currentRestaurantInfoOrderTypeSpecialTime;
  const min = special?.minReadyMinutes ?? entry?.minReadyMinutes;
  const max = special?.maxReadyMinutes ?? entry?.maxReadyMinutes;
  return typeof min === 'number' && typeof max === 'number' ? { min, max } : null;
}

/** Promo banners show only when mRate is at least 1.16 and rewardRate is above 0.06. */
export function arePromoBannersShown(store: Pick<StoreOfferFields, 'mRate' | 'rewardRate'>): boolean {
  return (store.mRate ?? 0) >= 1.16 && (store.rewardRate ?? 0) > 0.06;
}

/** Store page: the first keyword shown under the name. */
export function firstKeyword(keyword: string | null): string | null {
  const first = keyword?.split(',')[0]?.trim();
  return first ? first : null;
}
