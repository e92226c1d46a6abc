import {
  DomainError,
  findNextSlotWithRoom,
  isCapacityLimited,
  kitchenFullMessage,
  kitchenSlotOf,
  orderLoadMinutes,
  parseStoreLocalTime,
  removeFullSlots,
  slotHasRoom,
  toStoreLocalTime,
  type AvailableHoursDay,
} from '@orderlane/domain';
import type { Db, Executor } from '@/db/client.js';
import * as repository from './capacity-repository.js';
import type { KitchenCache } from './kitchen-cache-service.js';
import { candidateSlots, loadKitchen, type Kitchen } from './kitchen-load.js';

export interface KitchenSlotPlan {
  orderId: number;
  storeId: number;
  slotStartAt: Date;
  makeMinutes: number;
  /** An ASAP order moved past full slots: it will be made for this later slot. */
  isAsapMoved: boolean;
}

function scheduledMillisOf(kitchen: Kitchen, scheduleTime: string | null) {
  const scheduled = scheduleTime ? parseStoreLocalTime(scheduleTime, kitchen.store.timeZone) : null;
  return scheduled ? scheduled.toMillis() : null;
}

/** The order's store when that store limits its kitchen; null when the order is unknown or nothing is throttled. */
async function findLimitedStoreOf(tx: Executor, orderId: number) {
  const limit = await repository.findOrderKitchenLimit(tx, orderId);
  return limit && isCapacityLimited(limit.slotLimitMinutes) ? limit.storeId : null;
}

/**
 * The kitchen slot an order takes: its scheduled slot when that has room (else a 409 offering the next slot with
 * room), or for ASAP the first slot with room from its ready time on. Null when the store has no limit. For the
 * check before a charge: a store whose kitchen copy (this process's) has no limit is not read again, since the
 * placing transaction's `reserveKitchenSlot` decides afresh under the kitchen lock.
 */
export async function planKitchenSlot(
  db: Db,
  kitchens: Pick<KitchenCache, 'load'>,
  order: { orderId: number; storeId: number },
  now: Date,
): Promise<KitchenSlotPlan | null> {
  if ((await kitchens.load(order.storeId, now)) === null) {
    return null;
  }
  return (await findLimitedStoreOf(db, order.orderId)) === null
    ? null
    : planLimitedKitchenSlot(db, db, order.orderId, now);
}

async function planLimitedKitchenSlot(
  db: Db,
  tx: Executor,
  orderId: number,
  now: Date,
): Promise<KitchenSlotPlan | null> {
  const order = await repository.findOrderForKitchen(tx, orderId);
  const kitchen = order ? await loadKitchen(db, order.storeId, now, { tx, exceptOrderId: orderId }) : null;
  if (!order || !kitchen) {
    return null;
  }
  const { loads, slotLimitMinutes, store } = kitchen;
  const makeMinutes = orderLoadMinutes(await repository.findKitchenLines(tx, [orderId]), kitchen.makeTimes);
  const { asapSlot, scheduled } = candidateSlots(kitchen, order.orderType, now);
  const scheduledAt = scheduledMillisOf(kitchen, order.scheduleTime);
  const wanted = scheduledAt === null ? asapSlot : kitchenSlotOf(scheduledAt);
  const later = scheduled.filter((slot) => kitchenSlotOf(slot) > wanted);
  const plan = (slot: number) => ({
    orderId,
    storeId: order.storeId,
    slotStartAt: new Date(kitchenSlotOf(slot)),
    makeMinutes,
    isAsapMoved: scheduledAt === null && kitchenSlotOf(slot) !== wanted,
  });
  if (scheduledAt !== null) {
    if (slotHasRoom(loads.get(wanted) ?? 0, makeMinutes, slotLimitMinutes)) {
      return plan(wanted);
    }
    const next = findNextSlotWithRoom(later, loads, makeMinutes, slotLimitMinutes);
    throw new DomainError('conflict', kitchenFullMessage(wanted, next, store.timeZone, now));
  }
  const slot = findNextSlotWithRoom([wanted, ...later], loads, makeMinutes, slotLimitMinutes);
  if (slot === null) {
    throw new DomainError('conflict', kitchenFullMessage(wanted, null, store.timeZone, now));
  }
  return plan(slot);
}

/**
 * Inside the placing transaction: the store's kitchen is locked, the load counted again and the slot booked, so
 * parallel sends cannot overbook it. Throws the 409 when the order no longer fits (the transaction rolls back).
 */
export async function reserveKitchenSlot(db: Db, tx: Executor, orderId: number, now: Date) {
  // A store without a limit books nothing: no lock, no count (one read instead of four in the transaction).
  const storeId = await findLimitedStoreOf(tx, orderId);
  if (storeId === null) {
    return null;
  }
  await repository.lockStoreKitchen(tx, storeId);
  const plan = await planLimitedKitchenSlot(db, tx, orderId, now);
  if (plan) {
    const { orderId: id, storeId, slotStartAt, makeMinutes } = plan;
    await repository.insertBooking(tx, { orderId: id, storeId, slotStartAt, makeMinutes });
  }
  return plan;
}

// The offered days of each kitchen copy and chooser answer: both are kept objects (the kitchen cache's copy, the
// hours module's answer of the minute), so a cached read filters its slots once, not on every call.
const offeredDays = new WeakMap<Kitchen, WeakMap<AvailableHoursDay[], AvailableHoursDay[]>>();

/** getAvailableHours with the kitchen's full slots taken out; the days unchanged when the store has no limit. */
export async function removeFullKitchenSlots(
  kitchens: Pick<KitchenCache, 'load'>,
  storeId: number,
  days: AvailableHoursDay[],
  now: Date,
) {
  const kitchen = await kitchens.load(storeId, now);
  if (!kitchen) {
    return days;
  }
  let byDays = offeredDays.get(kitchen);
  if (!byDays) {
    byDays = new WeakMap();
    offeredDays.set(kitchen, byDays);
  }
  let offered = byDays.get(days);
  if (!offered) {
    offered = removeFullSlots(days, kitchen.store.timeZone, kitchen.loads, kitchen.slotLimitMinutes);
    byDays.set(days, offered);
  }
  return offered;
}

/**
 * The store page's ASAP line: null when ASAP orders are made at the usual time (or the store has no limit);
 * when the kitchen is busy, the slot an ASAP order would be made for (null when none has room in the coming days).
 */
export async function findBusyAsapSlot(
  kitchens: Pick<KitchenCache, 'load'>,
  storeId: number,
  orderType: string,
  now: Date,
) {
  const kitchen = await kitchens.load(storeId, now);
  if (!kitchen) {
    return null;
  }
  const { asapSlot, scheduled } = candidateSlots(kitchen, orderType, now);
  const later = scheduled.filter((slot) => kitchenSlotOf(slot) > asapSlot);
  // An order of a single minute: the smallest the store page can promise.
  const slot = findNextSlotWithRoom([asapSlot, ...later], kitchen.loads, 1, kitchen.slotLimitMinutes);
  if (slot === asapSlot) {
    return null;
  }
  return { nextSlot: slot === null ? null : toStoreLocalTime(slot, kitchen.store.timeZone) };
}
