/** Shapes of the API answers that more than one feature reads. Money on the wire is dollars. */

export type WireOrderType = 'DELIVERY' | 'PICK_UP' | 'DINE_IN' | 'WALK_IN';

export interface StoreOrderTypeWire {
  orderType: { value: string };
  minReadyMinutes: number | null;
  maxReadyMinutes: number | null;
  available: boolean;
  currentRestaurantInfoOrderTypeSpecialTime?: { minReadyMinutes: number; maxReadyMinutes: number } | null;
}

export interface StoreHoursWire {
  today: boolean;
  currentDate: string;
  startTime: string;
  endTime: string;
  dayOfWeek?: number | string | null;
}

export interface StoreRatingWire {
  average: number;
  count: number;
}

export interface StoreWire {
  id: number;
  name: string;
  active: boolean;
  orderlane: boolean;
  orderlaneDrive: boolean;
  ownDriver: boolean;
  tdrive: boolean;
  address: string;
  city: string;
  state: string;
  zip: string;
  latitude: number | null;
  longitude: number | null;
  logoUrl: string | null;
  bannerUrl: string | null;
  keyword: string | null;
  /** Real diners' ratings: the average (one decimal) and count; null until the store has 5. */
  rating?: StoreRatingWire | null;
  distance?: number | null;
  timeZone: string | null;
  minDelivery: number | null;
  rewardRate: number | null;
  mRate: number | null;
  specialRequestAvailable: boolean;
  phoneNumber: string | null;
  restaurantInfoOrderTypes?: StoreOrderTypeWire[] | null;
  restaurantInfoHours?: StoreHoursWire[] | null;
  /** The restaurant paused online ordering from its portal: the whole store, or these order types. */
  orderingPaused?: boolean;
  pausedOrderTypes?: WireOrderType[];
}

/** A store as the app uses it: the wire fields plus cents and a zone that is never missing. */
export interface Store extends Omit<StoreWire, 'minDelivery' | 'timeZone'> {
  timeZone: string;
  minDeliveryCents: number | null;
}

/** The delivery address part of the cart's customer. */
export interface DeliveryAddress {
  address: string;
  city: string;
  state: string;
  zip: string;
}
