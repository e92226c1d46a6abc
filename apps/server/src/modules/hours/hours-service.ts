import { getAvailableHoursDays, type AvailableHoursDay, type OrderTypeReadiness } from '@orderlane/domain';
import { createReadyAnswer, type ReadyAnswer } from '@/lib/ready-answer.js';
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
  // Slots change at most once a minute, and otherwise only with the store: the cached profile is one object
  // until the store changes (the store change notifier drops it), so the answer is keyed by that object.
  interface Answer {
    store: StoreProfile;
    minute: number;
    days: AvailableHoursDay[];
    ready: ReadyAnswer | null;
    /** The last answer with some slots taken out by the kitchen, kept while the kitchen's copy is the same. */
    limited: { offered: AvailableHoursDay[]; ready: ReadyAnswer } | null;
  }
  const answers = new Map<number, Answer>();

  async function answerOf(storeId: number, at: Date): Promise<Answer> {
    const store = await storesService.getStoreProfile(storeId);
    const minute = Math.floor(at.getTime() / 60_000);
    const cached = answers.get(storeId);
    if (cached?.store === store && cached.minute === minute) {
      return cached;
    }
    const days = getAvailableHoursDays({
      hours: store.hours,
      timeZone: store.timeZone,
      now: at,
      orderTypes: {
        PICK_UP: readinessOf(store.orderTypes, 'PICK_UP'),
        DELIVERY: readinessOf(store.orderTypes, 'DELIVERY'),
      },
      lastOrderMinutes: store.lastOrderMinutes,
    });
    const entry: Answer = { store, minute, days, ready: null, limited: null };
    answers.set(storeId, entry);
    return entry;
  }

  return {
    /** restaurantInfoHour/getAvailableHours: the chooser's 5 days of pickup and delivery times. */
    async getAvailableHours(storeId: number) {
      const at = now();
      const { days } = await answerOf(storeId, at);
      // The kitchen's copy is dropped by every booking change (modules/capacity/kitchen-cache-service.ts).
      return removeFullSlots(storeId, days, at);
    },

    /**
     * The same as ready bytes: the cached ones when the kitchen takes every slot (a store without a slot
     * limit, most of them), else those of the kitchen's current copy (the same array until it changes).
     */
    async getAvailableHoursAnswer(storeId: number): Promise<ReadyAnswer> {
      const at = now();
      const entry = await answerOf(storeId, at);
      const offered = await removeFullSlots(storeId, entry.days, at);
      if (offered !== entry.days) {
        if (entry.limited?.offered !== offered) {
          entry.limited = { offered, ready: createReadyAnswer(JSON.stringify(offered)) };
        }
        return entry.limited.ready;
      }
      entry.ready ??= createReadyAnswer(JSON.stringify(entry.days));
      return entry.ready;
    },
  };
}

export type HoursService = ReturnType<typeof createHoursService>;
