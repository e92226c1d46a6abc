import { DateTime } from 'luxon';
import { storeZone } from '../formats/store-zone.js';
import { DomainError } from '../errors.js';
import {
  addDays,
  dayNameOf,
  getOpenIntervals,
  toMillis,
  toStoreLocalDate,
  type Instant,
  type OpenInterval,
  type StoreHoursRow,
} from './opening-windows.js';

/** The last order is taken 30 minutes before the menu ends. */
export const LAST_ORDER_MINUTES_BEFORE_CLOSE = 30;
/** The date chooser shows 5 days. */
export const AVAILABLE_DAYS = 5;
export const SLOT_MINUTES = 15;

const MINUTE_MS = 60_000;

export interface OrderTypeReadiness {
  minReadyMinutes: number;
}

export interface AvailableHoursInput {
  hours: readonly StoreHoursRow[];
  timeZone: string;
  now: Instant;
  /** Only the order types the store offers; a missing one gets no selectable times. */
  orderTypes: { PICK_UP?: OrderTypeReadiness; DELIVERY?: OrderTypeReadiness };
  days?: number;
  slotMinutes?: number;
  /** The store's last-order offset before a window ends; LAST_ORDER_MINUTES_BEFORE_CLOSE when unset. */
  lastOrderMinutes?: number;
}

export interface AvailableHoursDay {
  today: boolean;
  dayOfWeek: string;
  currentDate: string;
  pickupSelectableTimes: string[];
  deliverySelectableTimes: string[];
}

/** The open intervals covering the chooser's days, joined across midnights. */
function intervalsForDays(
  input: AvailableHoursInput,
  firstDate: string,
  days: number,
): readonly OpenInterval[] {
  // One day either side: yesterday's window may run past midnight, and a window open at the last
  // day's midnight moves that day's last order.
  return getOpenIntervals(input.hours, input.timeZone, addDays(firstDate, -1), days + 2);
}

/** First instant at or after `millis` whose store-local minute is on the slot grid. */
function ceilToSlot(millis: number, timeZone: string, slotMinutes: number): number {
  const local = DateTime.fromMillis(millis, { zone: storeZone(timeZone) });
  const onMinute = local.second === 0 && local.millisecond === 0;
  const remainder = local.minute % slotMinutes;
  if (onMinute && remainder === 0) {
    return millis;
  }
  return local
    .startOf('minute')
    .plus({ minutes: slotMinutes - remainder })
    .toMillis();
}

/** Store-local 'HH:mm' slots by date: inside an interval, from `earliestMillis`, up to the last order. */
function collectSlots(
  intervals: readonly OpenInterval[],
  earliestMillis: number,
  timeZone: string,
  slotMinutes: number,
  lastOrderMinutes: number,
): Map<string, string[]> {
  const slotsByDate = new Map<string, string[]>();
  for (const interval of intervals) {
    const lastMillis = interval.endMillis - lastOrderMinutes * MINUTE_MS;
    const from = ceilToSlot(Math.max(interval.startMillis, earliestMillis), timeZone, slotMinutes);
    // Stepping in real minutes skips the hour a spring-forward removes; the set drops fall-back repeats.
    for (let millis = from; millis <= lastMillis; millis += slotMinutes * MINUTE_MS) {
      const local = DateTime.fromMillis(millis, { zone: storeZone(timeZone) });
      const date = local.toISODate() ?? '';
      const slots = slotsByDate.get(date) ?? [];
      const time = local.toFormat('HH:mm');
      if (!slots.includes(time)) {
        slots.push(time);
      }
      slotsByDate.set(date, slots);
    }
  }
  return slotsByDate;
}

function selectableTimes(
  readiness: OrderTypeReadiness | undefined,
  intervals: readonly OpenInterval[],
  input: AvailableHoursInput,
  slotMinutes: number,
): Map<string, string[]> {
  if (!readiness) {
    return new Map();
  }
  const earliestMillis = toMillis(input.now) + Math.max(0, readiness.minReadyMinutes) * MINUTE_MS;
  return collectSlots(
    intervals,
    earliestMillis,
    input.timeZone,
    slotMinutes,
    input.lastOrderMinutes ?? LAST_ORDER_MINUTES_BEFORE_CLOSE,
  );
}

/**
 * Scheduled time: the chooser's days from today (store-local), each with the pickup and
 * delivery times on a slot grid that lie in an opening window, no earlier than now plus the order
 * type's ready time, and no later than the last order before the window ends.
 */
export function getAvailableHoursDays(input: AvailableHoursInput): AvailableHoursDay[] {
  const days = input.days ?? AVAILABLE_DAYS;
  const slotMinutes = input.slotMinutes ?? SLOT_MINUTES;
  if (!Number.isInteger(slotMinutes) || slotMinutes < 1 || 60 % slotMinutes !== 0) {
    throw new DomainError('invalid_data', `A slot of ${slotMinutes} minutes does not divide an hour`);
  }
  const today = toStoreLocalDate(input.now, input.timeZone);
  const intervals = intervalsForDays(input, today, days);
  const pickup = selectableTimes(input.orderTypes.PICK_UP, intervals, input, slotMinutes);
  const delivery = selectableTimes(input.orderTypes.DELIVERY, intervals, input, slotMinutes);
  return Array.from({ length: days }, (_, index) => {
    const currentDate = addDays(today, index);
    return {
      today: index === 0,
      dayOfWeek: dayNameOf(currentDate),
      currentDate,
      pickupSelectableTimes: pickup.get(currentDate) ?? [],
      deliverySelectableTimes: delivery.get(currentDate) ?? [],
    };
  });
}

/**
 * ASAP is possible while the store is open now and its last order (30 minutes before the
 * window ends) has not passed; with two windows a day, the second applies after the first ends.
 */
export function isAsapAvailable(
  hours: readonly StoreHoursRow[],
  timeZone: string,
  now: Instant,
  lastOrderMinutes = LAST_ORDER_MINUTES_BEFORE_CLOSE,
): boolean {
  const millis = toMillis(now);
  const intervals = getOpenIntervals(hours, timeZone, addDays(toStoreLocalDate(now, timeZone), -1), 3);
  return intervals.some(
    (interval) =>
      interval.startMillis <= millis && millis <= interval.endMillis - lastOrderMinutes * MINUTE_MS,
  );
}
