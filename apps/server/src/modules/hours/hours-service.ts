import { getAvailableHoursDays, type OrderTypeReadiness } from '@orderlane/domain';
import type { StoreProfile } from '@/modules/stores/stores-mappers.js';
import type { StoresService } from '@/modules/stores/stores-service.js';

export interface HoursServiceDeps {
  storesService: Pick<StoresService, 'getStoreProfile'>;
  now?: () => Date;
}

/** An offered order type's ready time; a special time (a busy night) overrides the usual one. */
function readinessOf(
  orderTypes: StoreProfile['orderTypes'],
  type: 'PICK_UP' | 'DELIVERY',
): OrderTypeReadiness | undefined {
  const row = orderTypes.find((orderType) => orderType.orderType === type && orderType.available);
  return row ? { minReadyMinutes: row.specialMinReadyMinutes ?? row.minReadyMinutes } : undefined;
}

export function createHoursService({ storesService, now = () => new Date() }: HoursServiceDeps) {
  return {
    /** 000 §7 restaurantInfoHour/getAvailableHours: the chooser's 5 days of pickup and delivery times. */
    async getAvailableHours(storeId: number) {
      const store = await storesService.getStoreProfile(storeId);
      return getAvailableHoursDays({
        hours: store.hours,
        timeZone: store.timeZone,
        now: now(),
        orderTypes: {
          PICK_UP: readinessOf(store.orderTypes, 'PICK_UP'),
          DELIVERY: readinessOf(store.orderTypes, 'DELIVERY'),
        },
      });
    },
  };
}

export type HoursService = ReturnType<typeof createHoursService>;
