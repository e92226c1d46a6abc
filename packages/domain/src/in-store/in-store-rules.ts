import type { OrderType } from '../cart/cart-state.js';

/** How far from the store a walk-in diner's device may be, when the store set no radius of its own. */
export const DEFAULT_IN_STORE_RADIUS_METERS = 300;

/** Orders to pay at the counter a diner may have waiting: at one store, and in a day across stores. */
export const IN_STORE_ORDER_CAPS = { unpaidOpenPerStore: 2, perDay: 5 } as const;

export const TABLE_TOKEN_REFUSED_MESSAGE =
  "Please scan the QR code on your table to order dine-in; the table's code proves you are seated there.";
export const COUNTER_TOKEN_REFUSED_MESSAGE =
  'Please scan the QR code at the counter to order to go and pay in store, or pay by card.';
export const POSITION_MISSING_MESSAGE =
  'Please allow your location so we can check you are at the restaurant, then order again.';
export const POSITION_TOO_FAR_MESSAGE =
  'You need to be at the restaurant to order to go and pay in store. Order online to pay by card instead.';
export const NO_STORE_POSITION_MESSAGE =
  'This restaurant cannot take walk-in orders online. Please order at the counter or online.';
export const UNPAID_AT_STORE_MESSAGE = `You already have ${IN_STORE_ORDER_CAPS.unpaidOpenPerStore} orders here waiting to be paid. Please pay for them at the counter before ordering more.`;
export const DAILY_CAP_MESSAGE = `You have placed ${IN_STORE_ORDER_CAPS.perDay} orders to pay in store today. Please pay at the counter, or order online with a card.`;

export interface GeoPosition {
  latitude: number;
  longitude: number;
}

export const isInStoreOrderType = (orderType: OrderType | null | undefined) =>
  orderType === 'DINE_IN' || orderType === 'WALK_IN';

const EARTH_RADIUS_METERS = 6_371_000;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in meters. */
export function distanceMeters(a: GeoPosition, b: GeoPosition): number {
  const dLatitude = toRadians(b.latitude - a.latitude);
  const dLongitude = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLatitude / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLongitude / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Why a walk-in order cannot be taken from where the device is, or null when it is inside the store's radius.
 * A store without a known position cannot check it, so it takes none.
 */
export function walkInPositionProblem(
  store: { latitude: number | null; longitude: number | null },
  device: GeoPosition | null | undefined,
  radiusMeters: number,
): string | null {
  if (store.latitude === null || store.longitude === null) {
    return NO_STORE_POSITION_MESSAGE;
  }
  if (!device) {
    return POSITION_MISSING_MESSAGE;
  }
  const storePosition = { latitude: store.latitude, longitude: store.longitude };
  return distanceMeters(storePosition, device) <= radiusMeters ? null : POSITION_TOO_FAR_MESSAGE;
}

/** Why a diner may not add another order to pay in store, or null: open unpaid ones here, and today's count. */
export function inStoreCapProblem(counts: { unpaidOpenAtStore: number; placedToday: number }): string | null {
  if (counts.unpaidOpenAtStore >= IN_STORE_ORDER_CAPS.unpaidOpenPerStore) {
    return UNPAID_AT_STORE_MESSAGE;
  }
  if (counts.placedToday >= IN_STORE_ORDER_CAPS.perDay) {
    return DAILY_CAP_MESSAGE;
  }
  return null;
}
