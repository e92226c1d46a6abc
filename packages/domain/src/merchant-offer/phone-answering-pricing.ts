import { assertCents, roundHalfUpCents } from '../money/money.js';

/** How a restaurant uses the phone-answering service; each mode has its own commission. */
export const COOPERATION_MODES = ['TEMPORARY', 'TIME_INTERVAL', 'ALL_INCLUSIVE'] as const;
export type CooperationMode = (typeof COOPERATION_MODES)[number];

export const RESTAURANT_CUISINES = ['CHINESE', 'JAPANESE'] as const;
export type RestaurantCuisine = (typeof RESTAURANT_CUISINES)[number];

/** Commission on the total order turnover, in basis points (1% = 100), by mode and cuisine. */
export const PHONE_ANSWERING_COMMISSION_BPS: Record<CooperationMode, Record<RestaurantCuisine, number>> = {
  TEMPORARY: { CHINESE: 800, JAPANESE: 900 },
  TIME_INTERVAL: { CHINESE: 700, JAPANESE: 800 },
  ALL_INCLUSIVE: { CHINESE: 500, JAPANESE: 600 },
};

/** A temporary cooperation is a trial that lasts at most this many days. */
export const TEMPORARY_COOPERATION_DAYS = 7;
/** Online card payments: 2.5% of the order total plus 30 cents. */
export const CARD_FEE_BPS = 250;
export const CARD_FEE_FIXED_CENTS = 30;
/** Driver delivery: 8.8% charged by the delivery partner; the product adds nothing. */
export const DRIVER_DELIVERY_FEE_BPS = 880;
/** The call-transfer machine's deposit, asked of merchants who joined before the cut-off day. */
export const CALL_TRANSFER_DEPOSIT_CENTS = 10_000;
export const CALL_TRANSFER_DEPOSIT_CUTOFF = '2023-12-31';
/** The free trial covers the first calls answered. */
export const FREE_TRIAL_CALLS = 88;
/** Staff contact after registration and go-live after setup, in business days / days. */
export const STAFF_CONTACT_BUSINESS_DAYS = { min: 1, max: 3 } as const;
export const GO_LIVE_DAYS = { min: 1, max: 3 } as const;

/** A basis-point rate as a percentage for display: 880 -> 8.8. */
export function basisPointsToPercent(bps: number): number {
  return bps / 100;
}

function percentOfCents(cents: number, bps: number): number {
  return roundHalfUpCents((assertCents(cents, 'Order total') * bps) / 10_000);
}

/** The service's commission on a turnover, rounded half-up to the cent. */
export function phoneAnsweringCommissionCents(
  turnoverCents: number,
  mode: CooperationMode,
  cuisine: RestaurantCuisine,
): number {
  return percentOfCents(turnoverCents, PHONE_ANSWERING_COMMISSION_BPS[mode][cuisine]);
}

/** The fee on one order paid online by card. */
export function cardFeeCents(orderTotalCents: number): number {
  return percentOfCents(orderTotalCents, CARD_FEE_BPS) + CARD_FEE_FIXED_CENTS;
}

/** The delivery partner's fee on one driver-delivered order. */
export function driverDeliveryFeeCents(orderTotalCents: number): number {
  return percentOfCents(orderTotalCents, DRIVER_DELIVERY_FEE_BPS);
}

/** The deposit owed by a merchant who joined on `joinedOn` (YYYY-MM-DD): $100 before the cut-off, else none. */
export function callTransferDepositCents(joinedOn: string): number {
  return joinedOn < CALL_TRANSFER_DEPOSIT_CUTOFF ? CALL_TRANSFER_DEPOSIT_CENTS : 0;
}
