import { toStoreLocalTime } from '@orderlane/domain';
import { createReadyAnswer, type ReadyAnswer } from '@/lib/ready-answer.js';
import type { StoreProfile, StoresService } from '@/modules/stores/stores-service.js';
import { toWireDeal } from './deals-mappers.js';
import type { DealRow, DealsRepository } from './deals-repository.js';

export interface DealsServiceDeps {
  dealsRepository: DealsRepository;
  storesService: Pick<StoresService, 'getStoreProfile'>;
  now?: () => Date;
}

/** 'YYYY-MM-DD HH:mm:ss' whatever the driver adds ('T', fractions of a second), so texts compare as times. */
const toComparable = (value: string) => value.replace('T', ' ').slice(0, 19);

interface StoreDeals {
  /** The cached store profile the deals were read with: a changed store is a new object, and reads them again. */
  store: StoreProfile;
  deals: { row: DealRow; start: string; end: string }[];
  /** The store-local 'YYYY-MM-DD HH:mm' of one UTC minute: zone offsets are whole minutes. */
  minute: number;
  localMinute: string;
  answer: { runningIds: string; ready: ReadyAnswer } | null;
}

export function createDealsService({
  dealsRepository,
  storesService,
  now = () => new Date(),
}: DealsServiceDeps) {
  const byStore = new Map<number, { store: StoreProfile; value: Promise<StoreDeals> }>();

  async function loadDeals(storeId: number, store: StoreProfile): Promise<StoreDeals> {
    // Every deal of the store, running or not (a handful), filtered per request in memory.
    const rows = await dealsRepository.findByStore(storeId);
    return {
      store,
      deals: rows.map((row) => ({ row, start: toComparable(row.startDate), end: toComparable(row.endDate) })),
      minute: Number.NaN,
      localMinute: '',
      answer: null,
    };
  }

  async function storeDeals(storeId: number): Promise<StoreDeals> {
    const store = await storesService.getStoreProfile(storeId);
    const cached = byStore.get(storeId);
    if (cached?.store === store) {
      return cached.value;
    }
    const value = loadDeals(storeId, store);
    byStore.set(storeId, { store, value });
    // A failed read is not kept: the next reader asks the database again.
    value.catch(() => {
      if (byStore.get(storeId)?.value === value) {
        byStore.delete(storeId);
      }
    });
    return value;
  }

  /** The store-local 'YYYY-MM-DD HH:mm:ss' of `at`, with one zone lookup per store and minute. */
  function localTimeOf(entry: StoreDeals, at: Date): string {
    const minute = Math.floor(at.getTime() / 60_000);
    if (entry.minute !== minute) {
      entry.minute = minute;
      entry.localMinute = toStoreLocalTime(minute * 60_000, entry.store.timeZone).slice(0, 16);
    }
    return `${entry.localMinute}:${String(at.getUTCSeconds()).padStart(2, '0')}`;
  }

  const runningAt = (entry: StoreDeals, localNow: string) =>
    entry.deals.filter((deal) => deal.start <= localNow && deal.end >= localNow).map((deal) => deal.row);

  return {
    /**
     * dealItem/getDealItems: deals running now in the store's time zone. The
     * cart-dependent rules (subTotal below the cart, one deal per cart) stay with the cart.
     */
    async getDealItems(storeId: number) {
      const at = now();
      const entry = await storeDeals(storeId);
      return runningAt(entry, localTimeOf(entry, at)).map(toWireDeal);
    },

    /** The same as ready bytes, serialised again only when the set of running deals changes. */
    async getDealItemsAnswer(storeId: number): Promise<ReadyAnswer> {
      const at = now();
      const entry = await storeDeals(storeId);
      const running = runningAt(entry, localTimeOf(entry, at));
      const runningIds = running.map((row) => row.id).join(',');
      if (entry.answer?.runningIds !== runningIds) {
        entry.answer = { runningIds, ready: createReadyAnswer(JSON.stringify(running.map(toWireDeal))) };
      }
      return entry.answer.ready;
    },
  };
}
