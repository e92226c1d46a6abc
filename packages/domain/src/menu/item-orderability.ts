import { isWithinDailyWindow, type DailyWindow } from '../store-hours/daily-window.js';
import { ITEM_AVAILABLE } from './menu.js';

export interface ItemOrderabilityFacts extends DailyWindow {
  active: boolean;
  soldOut: boolean;
}

export interface CategoryOrderabilityFacts extends DailyWindow {
  active: boolean;
}

/**
 * Whether an item can be ordered at a store-local 'HH:mm': the item and its category active, the item not
 * sold out, and the time inside both daily windows. An item whose category is unknown cannot be ordered.
 */
export function isItemOrderableAt(
  item: ItemOrderabilityFacts,
  category: CategoryOrderabilityFacts | null,
  localTime: string,
): boolean {
  return (
    item.active &&
    !item.soldOut &&
    category !== null &&
    category.active &&
    isWithinDailyWindow(category, localTime) &&
    isWithinDailyWindow(item, localTime)
  );
}

/** The menu's `availability` of an item at a store-local time: 'ALL' when orderable, else 'NONE'. */
export function itemAvailabilityAt(
  item: ItemOrderabilityFacts,
  category: CategoryOrderabilityFacts | null,
  localTime: string,
): typeof ITEM_AVAILABLE | 'NONE' {
  return isItemOrderableAt(item, category, localTime) ? ITEM_AVAILABLE : 'NONE';
}
