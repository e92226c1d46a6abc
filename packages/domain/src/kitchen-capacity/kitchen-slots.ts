import { DateTime } from 'luxon';
import { storeZone } from '../formats/store-zone.js';
import { parseStoreLocalTime } from '../formats/store-local-time.js';
import type { AvailableHoursDay } from '../store-hours/available-hours.js';
import { isSlotFull, kitchenSlotOf } from './kitchen-capacity.js';

type TimesKey = 'pickupSelectableTimes' | 'deliverySelectableTimes';

/** The instant (epoch ms) of a chooser slot: a store-local date and 'HH:mm'; null when the zone skips it. */
export function slotMillisOf(date: string, time: string, timeZone: string): number | null {
  return parseStoreLocalTime(`${date} ${time}`, timeZone)?.toMillis() ?? null;
}

/** The chooser's slots of one order type as instants, earliest first. */
export function listSlotMillis(
  days: readonly AvailableHoursDay[],
  key: TimesKey,
  timeZone: string,
): number[] {
  return days
    .flatMap((day) => day[key].map((time) => slotMillisOf(day.currentDate, time, timeZone)))
    .filter((millis): millis is number => millis !== null)
    .sort((a, b) => a - b);
}

/** The chooser's days with every full slot taken out (pickup and delivery share the one kitchen). */
export function removeFullSlots(
  days: readonly AvailableHoursDay[],
  timeZone: string,
  loads: ReadonlyMap<number, number>,
  slotLimitMinutes: number | null,
): AvailableHoursDay[] {
  const hasRoom = (date: string) => (time: string) => {
    const millis = slotMillisOf(date, time, timeZone);
    return millis === null || !isSlotFull(loads.get(kitchenSlotOf(millis)) ?? 0, slotLimitMinutes);
  };
  return days.map((day) => ({
    ...day,
    pickupSelectableTimes: day.pickupSelectableTimes.filter(hasRoom(day.currentDate)),
    deliverySelectableTimes: day.deliverySelectableTimes.filter(hasRoom(day.currentDate)),
  }));
}

/** A slot as the diner reads it, store-local: '6:45 PM' today, else 'Tue, Mar 3 at 6:45 PM'. */
export function describeKitchenSlot(millis: number, timeZone: string, now: Date | number): string {
  const zone = storeZone(timeZone);
  const local = DateTime.fromMillis(millis, { zone });
  const today = DateTime.fromMillis(typeof now === 'number' ? now : now.getTime(), { zone });
  return local.hasSame(today, 'day') ? local.toFormat('h:mm a') : local.toFormat("ccc, LLL d 'at' h:mm a");
}

/** sendOrderV2's refusal (409) when the kitchen has no room for an order at its time. */
export function kitchenFullMessage(
  slotMillis: number,
  nextMillis: number | null,
  timeZone: string,
  now: Date | number,
): string {
  const full = `The kitchen is fully booked at ${describeKitchenSlot(slotMillis, timeZone, now)}.`;
  return nextMillis === null
    ? `${full} There is no later time with room in the coming days; please call the restaurant.`
    : `${full} The next time with room is ${describeKitchenSlot(nextMillis, timeZone, now)}; please choose it and place the order again.`;
}
