import type { Tx } from '@/db/client.js';
import { deals, storeHours, storeOrderTypes, stores } from '@/db/schema/index.js';
import { bannerImagePath, logoImagePath, toMediaUrl } from './images/demo-image-paths.js';
import { insertDemoMenu, type InsertedItem } from './insert-demo-menu.js';
import { toStoreLocalDate } from './seed-dates.js';
import type { SeedStore } from './seed-types.js';

export interface InsertedStore {
  id: number;
  store: SeedStore;
  itemsByCode: Map<string, InsertedItem>;
  counts: { categories: number; items: number; optionGroups: number; options: number; deals: number };
}

/** The demo stores opened a year before the seed: established, so their credit is not held as a new store's. */
export const DEMO_STORE_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/** One store with its hours, order types, menu and deals; a handful of multi-row inserts. */
export async function insertDemoStore(tx: Tx, store: SeedStore, now: Date): Promise<InsertedStore> {
  const [storeRow] = await tx
    .insert(stores)
    .values({
      name: store.name,
      active: store.active,
      orderlane: store.orderlane,
      orderlaneDrive: store.orderlaneDrive,
      ownDriver: store.ownDriver,
      tdrive: store.tdrive,
      address: store.address,
      city: store.city,
      state: store.state,
      zip: store.zip,
      latitude: store.latitude,
      longitude: store.longitude,
      logoUrl: toMediaUrl(logoImagePath(store)),
      bannerUrl: toMediaUrl(bannerImagePath(store)),
      keyword: store.keyword,
      timeZone: store.timeZone,
      minDeliveryCents: store.minDeliveryCents,
      rewardRate: store.rewardRate,
      mRate: store.mRate,
      taxRate: store.taxRate,
      deliveryRadiusMiles: store.deliveryRadiusMiles,
      deliveryBaseFeeCents: store.deliveryBaseFeeCents,
      deliveryFeePerMileCents: store.deliveryFeePerMileCents,
      specialRequestAvailable: store.specialRequestAvailable,
      phoneNumber: store.phoneNumber,
      createdAt: new Date(now.getTime() - DEMO_STORE_AGE_MS),
    })
    .returning({ id: stores.id });
  const storeId = storeRow!.id;

  await tx.insert(storeOrderTypes).values(store.orderTypes.map((row) => ({ storeId, ...row })));
  await tx.insert(storeHours).values(store.hours.map((row) => ({ storeId, ...row })));
  const dealCount = await insertDeals(tx, storeId, store, now);
  const menu = await insertDemoMenu(tx, storeId, store);
  return { id: storeId, store, itemsByCode: menu.itemsByCode, counts: { ...menu.counts, deals: dealCount } };
}

async function insertDeals(tx: Tx, storeId: number, store: SeedStore, now: Date): Promise<number> {
  if (store.deals.length === 0) {
    return 0;
  }
  const localDate = (days: number) => toStoreLocalDate(now, store.timeZone, days);
  await tx.insert(deals).values(
    store.deals.map((deal) => ({
      storeId,
      name: deal.name,
      cnName: deal.cnName,
      priceCents: deal.priceCents,
      subTotalCents: deal.subTotalCents,
      startDate: `${localDate(deal.startDaysFromNow)} 00:00:00`,
      ...(deal.endDaysFromNow === undefined ? {} : { endDate: `${localDate(deal.endDaysFromNow)} 23:59:59` }),
      printerName: 'Kitchen',
    })),
  );
  return store.deals.length;
}
