import type { SeedCategory, SeedHoursRow, SeedItem, SeedOrderTypeRow, SeedStore } from './seed-types.js';

export function defineCategory(
  name: string,
  cnName: string,
  items: SeedItem[],
  extras: Omit<SeedCategory, 'name' | 'cnName' | 'items'> = {},
): SeedCategory {
  return { name, cnName, items, ...extras };
}

/** `percent` off the list price, rounded to the cent, for the '% Off' categories. */
export function percentOff(priceCents: number, percent: number): number {
  return Math.round((priceCents * (100 - percent)) / 100);
}

export const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
export const WEEKDAYS = [1, 2, 3, 4, 5];
export const WEEKEND = [0, 6];
export const SUNDAY_TO_THURSDAY = [0, 1, 2, 3, 4];
export const FRIDAY_AND_SATURDAY = [5, 6];

/** The same windows ('HH:mm', '24:00' for midnight) on each of `days`. */
export function openOn(days: number[], windows: [start: string, end: string][]): SeedHoursRow[] {
  return days.flatMap((dayOfWeek) =>
    windows.map(([startTime, endTime]) => ({ dayOfWeek, startTime, endTime })),
  );
}

type ReadyRange = [minMinutes: number, maxMinutes: number];

export function defineOrderTypes(ranges: {
  pickUp: ReadyRange;
  delivery?: ReadyRange;
  dineIn?: ReadyRange;
  walkIn?: ReadyRange;
}): SeedOrderTypeRow[] {
  const rows: SeedOrderTypeRow[] = [];
  const add = (orderType: SeedOrderTypeRow['orderType'], range: ReadyRange | undefined) => {
    if (range) {
      rows.push({ orderType, minReadyMinutes: range[0], maxReadyMinutes: range[1] });
    }
  };
  add('PICK_UP', ranges.pickUp);
  add('DELIVERY', ranges.delivery);
  add('DINE_IN', ranges.dineIn);
  add('WALK_IN', ranges.walkIn);
  return rows;
}

/** Chicago restaurant tax (state, county, city and the downtown restaurant tax rounded to one rate). */
export const CHICAGO_TAX_RATE = 0.1025;

type ChicagoStoreFields = Omit<SeedStore, 'city' | 'state' | 'timeZone' | 'taxRate'> &
  Partial<Pick<SeedStore, 'taxRate'>>;

export function defineChicagoStore(fields: ChicagoStoreFields): SeedStore {
  return { city: 'Chicago', state: 'IL', timeZone: 'America/Chicago', taxRate: CHICAGO_TAX_RATE, ...fields };
}
