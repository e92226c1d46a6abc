import {
  getAvailableHoursDays,
  isCapacityLimited,
  kitchenSlotOf,
  listSlotMillis,
  orderLoadMinutes,
  parseStoreLocalTime,
  sumSlotLoads,
  DEFAULT_MAKE_MINUTES,
  type KitchenLine,
  type MakeTimes,
} from '@orderlane/domain';
import type { Db, Executor } from '@/db/client.js';
import * as repository from './capacity-repository.js';
import { findKitchenStore, type KitchenStore } from './kitchen-store-repository.js';

const DAY_MS = 24 * 60 * 60_000;
/** Scheduled orders can be placed up to the chooser's 5 days ahead; older placements cannot hold a slot now. */
const UNBOOKED_LOOKBACK_MS = 6 * DAY_MS;

export async function findMakeTimes(db: Executor, storeId: number, defaultMakeMinutes: number) {
  const { categoryRows, itemRows } = await repository.findMakeTimeRows(db, storeId);
  return {
    defaultMakeMinutes,
    categoryMinutes: new Map(categoryRows.map((row) => [row.categoryId, row.makeMinutes])),
    itemMinutes: new Map(itemRows.map((row) => [row.itemId, row.makeMinutes])),
  } satisfies MakeTimes;
}

/** How long an order type takes when ASAP: the special (busy) time when set; 0 for an order type not listed. */
export function readyMinutesOf(store: KitchenStore, orderType: string) {
  const row = store.orderTypes.find((type) => type.orderType === orderType);
  return row ? (row.specialMinReadyMinutes ?? row.minReadyMinutes) : 0;
}

/** The slot an order without a booking holds: its scheduled time, else its ready time, else placed + prep. */
function unbookedSlotOf(
  store: KitchenStore,
  order: Awaited<ReturnType<typeof repository.findUnbookedOrders>>[number],
) {
  const scheduled = order.scheduleTime ? parseStoreLocalTime(order.scheduleTime, store.timeZone) : null;
  if (scheduled) {
    return scheduled.toMillis();
  }
  if (order.readyAt) {
    return order.readyAt.getTime();
  }
  return (order.placedAt?.getTime() ?? 0) + readyMinutesOf(store, order.orderType) * 60_000;
}

export function linesByOrder(rows: Awaited<ReturnType<typeof repository.findKitchenLines>>) {
  const byOrder = new Map<number, KitchenLine[]>();
  for (const row of rows) {
    byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  }
  return byOrder;
}

/**
 * A store's kitchen as the capacity rules need it: the limit, make times, the store (zone, hours, order types)
 * and the load of every slot from now on. Null when the store has no limit (nothing is throttled).
 */
export async function loadKitchen(
  db: Db,
  storeId: number,
  now: Date,
  { tx = db, exceptOrderId = 0 }: { tx?: Executor; exceptOrderId?: number } = {},
) {
  const capacity = await repository.findCapacity(tx, storeId);
  const slotLimitMinutes = capacity?.slotLimitMinutes ?? null;
  if (!isCapacityLimited(slotLimitMinutes)) {
    return null;
  }
  const [store, makeTimes] = await Promise.all([
    findKitchenStore(tx, storeId),
    findMakeTimes(tx, storeId, capacity?.defaultMakeMinutes ?? DEFAULT_MAKE_MINUTES),
  ]);
  if (!store) {
    return null;
  }
  const from = kitchenSlotOf(now.getTime());
  const to = from + 7 * DAY_MS;
  const [booked, unbooked] = await Promise.all([
    repository.findBookedLoads(tx, storeId, new Date(from), new Date(to)),
    repository.findUnbookedOrders(tx, storeId, new Date(now.getTime() - UNBOOKED_LOOKBACK_MS), exceptOrderId),
  ]);
  const lines = linesByOrder(
    await repository.findKitchenLines(
      tx,
      unbooked.map((order) => order.id),
    ),
  );
  const loads = sumSlotLoads([
    ...booked.map((row) => ({ slotStartMillis: row.slotStartAt.getTime(), makeMinutes: row.makeMinutes })),
    ...unbooked
      .map((order) => ({
        slotStartMillis: unbookedSlotOf(store, order),
        makeMinutes: orderLoadMinutes(lines.get(order.id) ?? [], makeTimes),
      }))
      .filter((load) => load.slotStartMillis >= from),
  ]);
  return { slotLimitMinutes, makeTimes, store, loads };
}

export type Kitchen = NonNullable<Awaited<ReturnType<typeof loadKitchen>>>;

/** The slots an order of this type may take from now, earliest first: the ASAP slot, then the chooser's. */
export function candidateSlots(kitchen: Kitchen, orderType: string, now: Date) {
  const { store } = kitchen;
  const readyMinutes = readyMinutesOf(store, orderType);
  const days = getAvailableHoursDays({
    hours: store.hours,
    timeZone: store.timeZone,
    now,
    orderTypes: { PICK_UP: { minReadyMinutes: readyMinutes } },
    lastOrderMinutes: store.lastOrderMinutes,
  });
  const asapSlot = kitchenSlotOf(now.getTime() + readyMinutes * 60_000);
  return { asapSlot, scheduled: listSlotMillis(days, 'pickupSelectableTimes', store.timeZone) };
}
