import { DateTime } from 'luxon';
import { storeZone } from '../formats/store-zone.js';
import { formatOrderNumber } from '../formats/formats.js';
import { toStoreLocalTime } from '../formats/store-local-time.js';

/** Every state an order row can hold: before placement (PENDING, PAYMENT_FAILED), then the restaurant's states. */
export const ORDER_STATUSES = [
  'PENDING',
  'PLACED',
  'PAYMENT_FAILED',
  'ACCEPTED',
  'READY',
  'COMPLETED',
  'REJECTED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The states of an order the restaurant has received: what the board, the history and tracking show. */
export const RECEIVED_ORDER_STATUSES = ['PLACED', 'ACCEPTED', 'READY', 'COMPLETED', 'REJECTED'] as const;
export type ReceivedOrderStatus = (typeof RECEIVED_ORDER_STATUSES)[number];

export const isReceivedOrderStatus = (status: string): status is ReceivedOrderStatus =>
  (RECEIVED_ORDER_STATUSES as readonly string[]).includes(status);

/** Still on the kitchen's plate: new, accepted or ready for pickup. */
export const OPEN_ORDER_STATUSES = ['PLACED', 'ACCEPTED', 'READY'] as const;
export const isOpenOrderStatus = (status: string) =>
  (OPEN_ORDER_STATUSES as readonly string[]).includes(status);

export type OrderAction = 'accept' | 'reject' | 'ready' | 'complete';

const TRANSITIONS: Record<OrderAction, { from: readonly ReceivedOrderStatus[]; to: ReceivedOrderStatus }> = {
  accept: { from: ['PLACED'], to: 'ACCEPTED' },
  reject: { from: ['PLACED', 'ACCEPTED'], to: 'REJECTED' },
  ready: { from: ['ACCEPTED'], to: 'READY' },
  complete: { from: ['READY'], to: 'COMPLETED' },
};

const STATE_PHRASES: Record<OrderStatus, string> = {
  PENDING: 'has not been placed',
  PAYMENT_FAILED: 'was never placed',
  PLACED: 'has not been accepted yet',
  ACCEPTED: 'is already accepted',
  READY: 'is already ready',
  COMPLETED: 'is already completed',
  REJECTED: 'was rejected',
};

const ACTION_PHRASES: Record<OrderAction, string> = {
  accept: 'accepted',
  reject: 'rejected',
  ready: 'marked ready',
  complete: 'completed',
};

export type OrderTransition =
  { allowed: true; to: ReceivedOrderStatus } | { allowed: false; message: string };

/** Where an action takes an order, or the sentence saying why it cannot be done from its current state. */
export function planOrderTransition(
  orderId: number,
  from: OrderStatus,
  action: OrderAction,
): OrderTransition {
  const rule = TRANSITIONS[action];
  if ((rule.from as readonly string[]).includes(from)) {
    return { allowed: true, to: rule.to };
  }
  return {
    allowed: false,
    message: `Order ${formatOrderNumber(orderId)} cannot be ${ACTION_PHRASES[action]}: it ${STATE_PHRASES[from]}.`,
  };
}

export const REJECT_REASONS = {
  TOO_BUSY: 'The kitchen is too busy',
  ITEM_UNAVAILABLE: 'An item is unavailable',
  CLOSING_SOON: 'The store is closing',
  CANNOT_DELIVER: 'The store cannot deliver to this address',
  OTHER: 'Another reason',
  NO_ANSWER: 'The restaurant did not answer in time',
} as const;
export type RejectReason = keyof typeof REJECT_REASONS;
/**
 * The platform's own reason, when it cancels a new order the restaurant left unanswered (the diner's card charge
 * is voided); a restaurant never gives it.
 */
export const UNANSWERED_REJECT_REASON = 'NO_ANSWER' satisfies RejectReason;
/** The reasons a restaurant chooses from when it rejects or cancels an order. */
export const REJECT_REASON_CODES = (Object.keys(REJECT_REASONS) as RejectReason[]).filter(
  (code) => code !== UNANSWERED_REJECT_REASON,
);
export const MAX_REJECT_NOTE_LENGTH = 300;

/** The sentence a diner reads: the reason's text, then the restaurant's own words when it wrote any. */
export function describeRejection(reason: RejectReason, note: string | null): string {
  const text = note?.trim();
  if (reason === 'OTHER' && text) {
    return text;
  }
  return text ? `${REJECT_REASONS[reason]}: ${text}` : REJECT_REASONS[reason];
}

export const MIN_PREP_MINUTES = 1;
export const MAX_PREP_MINUTES = 240;

/**
 * The promised ready time, store-local 'YYYY-MM-DD HH:mm:ss': prep minutes after acceptance, never before the
 * slot a scheduled order asked for.
 */
export function promisedReadyTime(input: {
  acceptedAt: Date;
  prepMinutes: number;
  scheduledFor: Date | null;
  timeZone: string;
}): { readyAt: Date; readyTime: string } {
  const byPrep = input.acceptedAt.getTime() + input.prepMinutes * 60_000;
  const readyAt = new Date(Math.max(byPrep, input.scheduledFor?.getTime() ?? 0));
  readyAt.setUTCSeconds(0, 0);
  return { readyAt, readyTime: toStoreLocalTime(readyAt, input.timeZone) };
}

/** The next store-local midnight after `now`: when an item marked unavailable "for today" comes back. */
export function endOfStoreDay(now: Date, timeZone: string): Date {
  return DateTime.fromJSDate(now).setZone(storeZone(timeZone)).plus({ days: 1 }).startOf('day').toJSDate();
}

/** The store-local calendar day of an instant, 'YYYY-MM-DD'. */
export const storeLocalDate = (instant: Date, timeZone: string) =>
  DateTime.fromJSDate(instant).setZone(storeZone(timeZone)).toFormat('yyyy-MM-dd');

/** The instant the store-local day of `now` began (the board's "today"). */
export function startOfStoreDay(now: Date, timeZone: string): Date {
  return DateTime.fromJSDate(now).setZone(storeZone(timeZone)).startOf('day').toJSDate();
}
