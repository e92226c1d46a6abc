import { DateTime } from 'luxon';
import { storeZone } from './store-zone.js';
import { parseStoreLocalTime } from './store-local-time.js';

const ORDINAL_SUFFIXES: Record<number, string> = { 1: 'st', 2: 'nd', 3: 'rd' };

/** 1st, 2nd, 3rd, 4th ... 11th, 12th, 13th, 21st. */
export function ordinalSuffix(day: number): string {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) {
    return 'th';
  }
  return ORDINAL_SUFFIXES[day % 10] ?? 'th';
}

/** 'MMM Do, h:mm A' in the store's zone ('Nov 3rd, 7:05 PM') of an instant or a store-local scheduleTime. */
export function formatScheduleTime(date: Date | number | string, timeZone: string): string {
  let dateTime: DateTime | null;
  if (typeof date === 'string') {
    dateTime = parseStoreLocalTime(date, timeZone);
  } else {
    dateTime = (typeof date === 'number' ? DateTime.fromMillis(date) : DateTime.fromJSDate(date)).setZone(
      storeZone(timeZone),
    );
  }
  if (!dateTime?.isValid) {
    return '';
  }
  const local = dateTime.setLocale('en-US');
  return `${local.toFormat('MMM d')}${ordinalSuffix(local.day)}, ${local.toFormat('h:mm a')}`;
}

export function formatOrderNumber(orderId: number): string {
  return `TS-${orderId}`;
}

/** Miles with 2 decimals ('1.50'); an unknown distance gives ''. */
export function formatDistanceMiles(miles: number | null | undefined): string {
  return typeof miles === 'number' && Number.isFinite(miles) ? miles.toFixed(2) : '';
}

const ORDER_TYPE_LABELS: Record<string, string> = {
  PICK_UP: 'Pick Up',
  DELIVERY: 'Delivery',
  WALK_IN: 'Walk In',
  DINE_IN: 'Dine In',
};

/** Order history label; any other type reads 'Online'. */
export function orderTypeLabel(orderType: string | null | undefined): string {
  return orderType ? (ORDER_TYPE_LABELS[orderType] ?? 'Online') : 'Online';
}
