import { DomainError, type OrderJson } from '@orderlane/domain';
import type { Db } from '@/db/client.js';
import * as pricing from './pricing-repository.js';
import type { MenuItemRow, OptionRow, StoreForPricing } from './pricing-repository.js';

/** What pricing reads of a store: its settings, order types and hours, and the menu rows the cart names. */
export interface PricingData {
  store: StoreForPricing;
  orderTypes: Awaited<ReturnType<typeof pricing.findStoreOrderTypes>>;
  hours: Awaited<ReturnType<typeof pricing.findStoreHours>>;
  menu: {
    items: MenuItemRow[];
    optionRows: OptionRow[];
    deals: Awaited<ReturnType<typeof pricing.findDeals>>;
  };
}

export type LoadPricingData = (order: OrderJson) => Promise<PricingData>;

function idsOf(order: OrderJson) {
  const itemIds: number[] = [];
  const dealIds: number[] = [];
  for (const line of order.orderItems) {
    (line.orderItemType === 'DEAL_ITEM' ? dealIds : itemIds).push(line.itemId);
  }
  return { itemIds, dealIds };
}

/** The rows of the cart only, read per call (nine tables in six queries). */
export function readPricingData(db: Db): LoadPricingData {
  return async (order) => {
    const { itemIds, dealIds } = idsOf(order);
    const storeId = order.restaurantInfoId;
    const [store, orderTypes, hours, items, optionRows, deals] = await Promise.all([
      pricing.findStoreForPricing(db, storeId),
      pricing.findStoreOrderTypes(db, storeId),
      pricing.findStoreHours(db, storeId),
      pricing.findMenuItems(db, storeId, itemIds),
      pricing.findOptionRows(db, itemIds),
      pricing.findDeals(db, storeId, dealIds),
    ]);
    if (!store) {
      throw new DomainError('not_found', `Store ${storeId} was not found.`);
    }
    return { store, orderTypes, hours, menu: { items, optionRows, deals } };
  };
}

interface StoreSnapshot {
  store: StoreForPricing;
  orderTypes: PricingData['orderTypes'];
  hours: PricingData['hours'];
  items: Map<number, MenuItemRow>;
  /** Each item's option rows, in the order the per-cart query sorts them. */
  optionRows: Map<number, OptionRow[]>;
  deals: Map<number, PricingData['menu']['deals'][number]>;
}

async function readStoreSnapshot(db: Db, storeId: number): Promise<StoreSnapshot> {
  const store = await pricing.findStoreForPricing(db, storeId);
  if (!store) {
    throw new DomainError('not_found', `Store ${storeId} was not found.`);
  }
  const [orderTypes, hours, items, deals] = await Promise.all([
    pricing.findStoreOrderTypes(db, storeId),
    pricing.findStoreHours(db, storeId),
    pricing.findAllMenuItems(db, storeId),
    pricing.findAllDeals(db, storeId),
  ]);
  const optionRows = new Map<number, OptionRow[]>();
  for (const row of await pricing.findOptionRows(
    db,
    items.map((item) => item.id),
  )) {
    optionRows.set(row.itemId, [...(optionRows.get(row.itemId) ?? []), row]);
  }
  return {
    store,
    orderTypes,
    hours,
    items: new Map(items.map((item) => [item.id, item])),
    optionRows,
    deals: new Map(deals.map((deal) => [deal.id, deal])),
  };
}

export interface CachedPricingOptions {
  db: Db;
  /** Events are delivered at most once: the age limit bounds how stale a copy another process missed gets. */
  maxAgeMs: number;
  now?: () => number;
}

/**
 * Each store's pricing rows, read once (a query per table for the whole store) and kept until the store or its
 * menu changes: `invalidate` is wired to the menu service's change signal, which every portal edit, every 86
 * and every other process's 'menu' event reach. The rows are the very rows the per-call reads return, so the
 * prices are the same to the cent.
 */
export function createCachedPricingData({ db, maxAgeMs, now = Date.now }: CachedPricingOptions) {
  const snapshots = new Map<number, { value: Promise<StoreSnapshot>; loadedAt: number }>();

  function snapshotOf(storeId: number): Promise<StoreSnapshot> {
    const entry = snapshots.get(storeId);
    if (entry && now() - entry.loadedAt < maxAgeMs) {
      return entry.value;
    }
    const value = readStoreSnapshot(db, storeId);
    snapshots.set(storeId, { value, loadedAt: now() });
    // A failed read (an unknown store) is not kept: the next call reads again.
    value.catch(() => {
      if (snapshots.get(storeId)?.value === value) {
        snapshots.delete(storeId);
      }
    });
    return value;
  }

  const load: LoadPricingData = async (order) => {
    const snapshot = await snapshotOf(order.restaurantInfoId);
    const { itemIds, dealIds } = idsOf(order);
    const distinctItemIds = [...new Set(itemIds)];
    const pick = <T>(map: Map<number, T>, ids: number[]) =>
      [...new Set(ids)].flatMap((id) => {
        const found = map.get(id);
        return found === undefined ? [] : [found];
      });
    return {
      store: snapshot.store,
      orderTypes: snapshot.orderTypes,
      hours: snapshot.hours,
      menu: {
        items: pick(snapshot.items, distinctItemIds),
        optionRows: distinctItemIds.flatMap((id) => snapshot.optionRows.get(id) ?? []),
        deals: pick(snapshot.deals, dealIds),
      },
    };
  };

  return {
    load,
    invalidate(storeId: number): void {
      snapshots.delete(storeId);
    },
    clear(): void {
      snapshots.clear();
    },
  };
}
