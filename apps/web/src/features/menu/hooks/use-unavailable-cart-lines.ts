import { localizedName, type CartState, type DisplayLocale } from '@orderlane/domain';
import { useTranslation } from 'react-i18next';
import type { StoreMenu } from '../utils/map-menu';
import { useStoreMenu } from '../api/get-store-menu';

/**
 * The cart's lines of this store the menu no longer offers: an item 86'd, sold out, switched off, outside its
 * hours or removed, or an option picked on it that is off now. Deal lines are the deals strip's.
 */
export function findUnavailableCartLines(
  menu: StoreMenu,
  cart: Pick<CartState, 'orderItems'>,
  storeId: number,
) {
  const items = new Map(menu.categories.flatMap((category) => category.items.map((item) => [item.id, item])));
  return cart.orderItems.filter((line) => {
    if (line.orderItemType !== 'ITEM' || line.restaurantInfoId !== storeId) {
      return false;
    }
    const item = items.get(line.itemId);
    if (!item || !item.active || menu.unavailableItemIds.has(item.id)) {
      return true;
    }
    return line.options.some((picked) => {
      const group = item.optionGroups.find((candidate) => candidate.groupId === picked.groupId);
      const option = group?.options.find((candidate) => candidate.id === picked.optionId);
      return !option?.active;
    });
  });
}

/**
 * The sentence the cart shows (and checkout waits on) while it holds something the restaurant stopped offering
 * since it was added: null when every line can still be ordered, or before the menu has loaded.
 */
export function useUnavailableCartText(
  storeId: number,
  cart: Pick<CartState, 'orderItems' | 'scheduleTime' | 'restaurantInfoId'>,
  locale: DisplayLocale,
): string | null {
  const { t } = useTranslation();
  const isThisStore = cart.restaurantInfoId === storeId && cart.orderItems.length > 0;
  const menu = useStoreMenu(storeId, cart.scheduleTime, isThisStore);
  if (!isThisStore || !menu.data) {
    return null;
  }
  const lines = findUnavailableCartLines(menu.data, cart, storeId);
  if (lines.length === 0) {
    return null;
  }
  const names = [...new Set(lines.map((line) => localizedName(line, locale)))];
  return t('menu.noLongerAvailable', {
    count: names.length,
    names: names.join(locale === 'zh-CN' ? '、' : ', '),
  });
}
