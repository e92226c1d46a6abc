/**
 * Kitchen capacity (make-time throttling, as Olo does it): the kitchen takes a number of make-time minutes per
 * 15-minute slot. An order's load is the sum of its items' make times; a slot whose placed orders reach the
 * limit is full. A null or 0 limit means unlimited, so a store that never set one is never throttled.
 */

export const KITCHEN_SLOT_MINUTES = 15;
export const KITCHEN_SLOT_MS = KITCHEN_SLOT_MINUTES * 60_000;
/** An item's make time when neither it nor its category has one, until the owner sets the store's own. */
export const DEFAULT_MAKE_MINUTES = 5;
export const MAKE_MINUTES_MAX = 240;
export const SLOT_LIMIT_MINUTES_MAX = 10_000;

/** The make times an order's load is counted with: the item's own, else its category's, else the store's. */
export interface MakeTimes {
  defaultMakeMinutes: number;
  categoryMinutes: ReadonlyMap<number, number>;
  itemMinutes: ReadonlyMap<number, number>;
}

/** One line of an order as the kitchen sees it; a deal line has no item and counts the store default. */
export interface KitchenLine {
  itemId: number | null;
  categoryId: number | null;
  quantity: number;
}

/**
 * The start (epoch ms) of the 15-minute slot holding an instant. Every time zone in use is offset from UTC by a
 * whole number of quarter hours, so the UTC grid is the store-local grid too.
 */
export function kitchenSlotOf(millis: number): number {
  return Math.floor(millis / KITCHEN_SLOT_MS) * KITCHEN_SLOT_MS;
}

export function makeMinutesOf(times: MakeTimes, itemId: number | null, categoryId: number | null): number {
  const own = itemId === null ? undefined : times.itemMinutes.get(itemId);
  if (own !== undefined) {
    return own;
  }
  const ofCategory = categoryId === null ? undefined : times.categoryMinutes.get(categoryId);
  return ofCategory ?? times.defaultMakeMinutes;
}

/** An order's load: each line's make time times its quantity. */
export function orderLoadMinutes(lines: readonly KitchenLine[], times: MakeTimes): number {
  return lines.reduce(
    (sum, line) => sum + Math.max(0, line.quantity) * makeMinutesOf(times, line.itemId, line.categoryId),
    0,
  );
}

export function isCapacityLimited(slotLimitMinutes: number | null): slotLimitMinutes is number {
  return slotLimitMinutes !== null && slotLimitMinutes > 0;
}

/** A full slot is hidden from the time chooser: its orders already take the whole limit. */
export function isSlotFull(usedMinutes: number, slotLimitMinutes: number | null): boolean {
  return isCapacityLimited(slotLimitMinutes) && usedMinutes >= slotLimitMinutes;
}

/**
 * Whether an order of `orderMinutes` fits a slot that already holds `usedMinutes`. An order larger than a whole
 * slot still fits an empty one, or a big catering order could never be placed.
 */
export function slotHasRoom(
  usedMinutes: number,
  orderMinutes: number,
  slotLimitMinutes: number | null,
): boolean {
  if (!isCapacityLimited(slotLimitMinutes) || orderMinutes <= 0 || usedMinutes <= 0) {
    return true;
  }
  return usedMinutes + orderMinutes <= slotLimitMinutes;
}

/** The first candidate slot (in the order given) that the order fits, or null when none has room. */
export function findNextSlotWithRoom(
  candidates: readonly number[],
  loads: ReadonlyMap<number, number>,
  orderMinutes: number,
  slotLimitMinutes: number | null,
): number | null {
  return (
    candidates.find((slot) =>
      slotHasRoom(loads.get(kitchenSlotOf(slot)) ?? 0, orderMinutes, slotLimitMinutes),
    ) ?? null
  );
}

/** The candidate slots that are not full, in their order. */
export function filterSlotsWithRoom(
  candidates: readonly number[],
  loads: ReadonlyMap<number, number>,
  slotLimitMinutes: number | null,
): number[] {
  return candidates.filter((slot) => !isSlotFull(loads.get(kitchenSlotOf(slot)) ?? 0, slotLimitMinutes));
}

/** Sums order loads into slots. */
export function sumSlotLoads(bookings: readonly { slotStartMillis: number; makeMinutes: number }[]) {
  const loads = new Map<number, number>();
  for (const booking of bookings) {
    const slot = kitchenSlotOf(booking.slotStartMillis);
    loads.set(slot, (loads.get(slot) ?? 0) + booking.makeMinutes);
  }
  return loads;
}
