import { getAvailableHoursDays, type AvailableHoursDay, type OrderTypeReadiness } from '@orderlane/domain';
import type { StoreProfile, StoresService } from '@/modules/stores/stores-service.js';

export interface HoursServiceDeps {
  storesService: Pick<StoresService, 'getStoreProfile'>;
  now?: () => Date;
  /** Takes out the slots the kitchen has no room for (modules/capacity); unset: every open slot is offered. */
  removeFullSlots?: (storeId: number, days: AvailableHoursDay[], now: Date) => Promise<AvailableHoursDay[]>;
}

/** An offered order type's ready time; a special time (a busy night) overrides the usual one. */
function readinessOf(
  orderTypes: StoreProfile['orderTypes'],
  type: 'PICK_UP' | 'DELIVERY',
): OrderTypeReadiness | undefined {
  const row = orderTypes.find((orderType) => orderType.orderType === type && orderType.available);
  return row ? { minReadyMinutes: row.specialMinReadyMinutes ?? row.minReadyMinutes } : undefined;
}

export function createHoursService({
  storesService,
  now = () => new Date(),
  removeFullSlots = (_storeId, days) => Promise.resolve(days),
}: HoursServiceDeps) {
  // Slots change at most once a minute; the key holds every input, so a changed store is never served stale.
  const answers = new Map<number, { key: string; days: ReturnType<typeof getAvailableHoursDays> }>();

  return {
    /** restaurantInfoHour/getAvailableHours: the chooser's 5 days of pickup and delivery times. */
    async getAvailableHours(storeId: number) {
      const store = await storesService.getStoreProfile(storeId);
      const at = now();
      const orderTypes = {
        PICK_UP: readinessOf(store.orderTypes, 'PICK_UP'),
        DELIVERY: readinessOf(store.orderTypes, 'DELIVERY'),
      };
      const key = JSON.stringify([
        Math.floor(at.getTime() / 60_000),
        store.timeZone,
        store.hours,
        store.lastOrderMinutes,
        orderTypes,
      ]);
      const cached = answers.get(storeId);
      if (cached?.key === key) {
        // The kitchen's load changes with every order, so it is never cached.
        return removeFullSlots(storeId, cached.days, at);
      }
      const days = getAvailableHoursDays({
        hours: store.hours,
        timeZone: store.timeZone,
        now: at,
        orderTypes,
        lastOrderMinutes: store.lastOrderMinutes,
      });
      answers.set(storeId, { key, days });
      return removeFullSlots(storeId, days, at);
    },
  };
}

export type HoursService = ReturnType<typeof createHoursService>;
