import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '@/db/client.js';
import { storeHourOverrides, storeHours, storeOrderTypes, stores } from '@/db/schema/index.js';

const storeColumns = {
  id: stores.id,
  name: stores.name,
  active: stores.active,
  orderlane: stores.orderlane,
  orderlaneDrive: stores.orderlaneDrive,
  ownDriver: stores.ownDriver,
  tdrive: stores.tdrive,
  address: stores.address,
  city: stores.city,
  state: stores.state,
  zip: stores.zip,
  latitude: stores.latitude,
  longitude: stores.longitude,
  logoUrl: stores.logoUrl,
  bannerUrl: stores.bannerUrl,
  keyword: stores.keyword,
  timeZone: stores.timeZone,
  minDeliveryCents: stores.minDeliveryCents,
  rewardRate: stores.rewardRate,
  mRate: stores.mRate,
  taxRate: stores.taxRate,
  convenienceFeeCents: stores.convenienceFeeCents,
  specialRequestAvailable: stores.specialRequestAvailable,
  phoneNumber: stores.phoneNumber,
  lastOrderMinutes: stores.lastOrderMinutes,
};

const orderTypeColumns = {
  storeId: storeOrderTypes.storeId,
  orderType: storeOrderTypes.orderType,
  minReadyMinutes: storeOrderTypes.minReadyMinutes,
  maxReadyMinutes: storeOrderTypes.maxReadyMinutes,
  available: storeOrderTypes.available,
  specialMinReadyMinutes: storeOrderTypes.specialMinReadyMinutes,
  specialMaxReadyMinutes: storeOrderTypes.specialMaxReadyMinutes,
};

const hoursColumns = {
  storeId: storeHours.storeId,
  dayOfWeek: storeHours.dayOfWeek,
  startTime: storeHours.startTime,
  endTime: storeHours.endTime,
};

const overrideColumns = {
  storeId: storeHourOverrides.storeId,
  date: storeHourOverrides.date,
  closed: storeHourOverrides.closed,
  startTime: storeHourOverrides.startTime,
  endTime: storeHourOverrides.endTime,
};

const dayOfWeekOfDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay();

export type StoreRow = NonNullable<Awaited<ReturnType<StoresRepository['findById']>>>;
export type StoreOrderTypeRow = Awaited<ReturnType<StoresRepository['findOrderTypesByStoreIds']>>[number];
export type StoreHoursDbRow = Awaited<ReturnType<StoresRepository['findHoursByStoreIds']>>[number];
export type StoresRepository = ReturnType<typeof createStoresRepository>;

export function createStoresRepository(db: Db) {
  return {
    async findById(id: number, tx: Executor = db) {
      const [row] = await tx.select(storeColumns).from(stores).where(eq(stores.id, id));
      return row ?? null;
    },

    /** Stores whose phone number has these last 10 digits, however it was typed in. */
    async findByPhoneDigits(digits: string, tx: Executor = db) {
      const storedDigits = sql`right(regexp_replace(coalesce(${stores.phoneNumber}, ''), '[^0-9]', '', 'g'), 10)`;
      return tx.select(storeColumns).from(stores).where(eq(storedDigits, digits)).orderBy(asc(stores.id));
    },

    async findActive(tx: Executor = db) {
      return tx.select(storeColumns).from(stores).where(eq(stores.active, true)).orderBy(asc(stores.id));
    },

    async findOrderTypesByStoreIds(storeIds: number[], tx: Executor = db) {
      if (storeIds.length === 0) {
        return [];
      }
      return tx
        .select(orderTypeColumns)
        .from(storeOrderTypes)
        .where(inArray(storeOrderTypes.storeId, storeIds))
        .orderBy(asc(storeOrderTypes.id));
    },

    async findHoursByStoreIds(storeIds: number[], tx: Executor = db) {
      if (storeIds.length === 0) {
        return [];
      }
      // Weekly windows, then dated overrides (holidays, special hours) that replace their date's windows.
      const [weekly, dated] = await Promise.all([
        tx
          .select(hoursColumns)
          .from(storeHours)
          .where(inArray(storeHours.storeId, storeIds))
          .orderBy(asc(storeHours.dayOfWeek), asc(storeHours.startTime)),
        tx
          .select(overrideColumns)
          .from(storeHourOverrides)
          .where(inArray(storeHourOverrides.storeId, storeIds))
          .orderBy(asc(storeHourOverrides.date), asc(storeHourOverrides.startTime)),
      ]);
      return [...weekly, ...dated.map((row) => ({ ...row, dayOfWeek: dayOfWeekOfDate(row.date) }))];
    },
  };
}
