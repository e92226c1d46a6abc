import {
  cartSubtotalCents,
  createDealCartLine,
  hasDealLine,
  offeredDeals,
  type CartLine,
  type CartState,
  type DisplayLocale,
  type MenuCategory,
  type MenuItem,
  localizedName,
} from '@orderlane/domain';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { showToast } from '@/components/ui/toast-store';
import { useCartActions } from '@/features/cart/hooks/use-cart';
import { useDealItems } from '@/features/menu/api/get-deal-items';
import { useStoreMenu } from '@/features/menu/api/get-store-menu';
import { CategoryBar } from '@/features/menu/components/category-bar';
import { DealsStrip } from '@/features/menu/components/deals-strip';
import { MenuSections } from '@/features/menu/components/menu-sections';
import { storageKeys, writeJson } from '@/lib/local-store';
import type { Store } from '@/types/api';
import { useDealCleanup } from './use-deal-cleanup';
import styles from './store-page.module.css';

const ItemDialog = lazy(() =>
  import('@/features/menu/components/item-dialog').then((module) => ({ default: module.ItemDialog })),
);

export interface StoreMenuProps {
  store: Store;
  cart: CartState;
  locale: DisplayLocale;
  now: number;
}

/** The menu with its category bar and deals; the item dialog adds lines to the cart. */
export function StoreMenu({ store, cart, locale, now }: StoreMenuProps) {
  const { t } = useTranslation();
  const { addLine } = useCartActions();
  const menu = useStoreMenu(store.id, cart.scheduleTime);
  const deals = useDealItems(store.id);
  const [openItem, setOpenItem] = useState<{ item: MenuItem; category: MenuCategory | null } | null>(null);
  const priceContext = { locale, mRate: store.mRate };
  const categories = menu.data?.categories;

  const isThisStoreCart = cart.restaurantInfoId === null || cart.restaurantInfoId === store.id;
  const otherLines = isThisStoreCart
    ? cart.orderItems.filter((line) => line.orderItemType !== 'DEAL_ITEM')
    : [];
  const shownDeals = offeredDeals(deals.data ?? [], {
    now,
    timeZone: store.timeZone,
    cartSubtotalCents: cartSubtotalCents(otherLines),
    cartHasDeal: isThisStoreCart && hasDealLine(cart.orderItems),
  });
  useDealCleanup(store.id, cart, deals.data);

  const add = (line: CartLine) => {
    // The cart panel names the cart's restaurant even from another store's page.
    writeJson(storageKeys.storeInfo, store);
    addLine(line);
    showToast({
      message: t('cart.added', { name: localizedName(line, locale) }),
      tone: 'success',
    });
  };

  const onOpenItem = useCallback(
    (item: MenuItem) =>
      setOpenItem({
        item,
        category: categories?.find((category) => category.id === item.categoryId) ?? null,
      }),
    [categories],
  );

  if (menu.isPending) {
    return (
      <div className={styles.menuArea} aria-busy>
        <span className="visually-hidden" role="status">
          {t('menu.loading')}
        </span>
        <Skeleton height={52} radius={0} />
        <div className={styles.menuSkeleton}>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} height={120} />
          ))}
        </div>
      </div>
    );
  }
  if (menu.isError) {
    return (
      <div className={`${styles.menuArea} ${styles.content}`}>
        <Notice
          tone="error"
          title={t('menu.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => void menu.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      </div>
    );
  }
  if (menu.data.categories.length === 0) {
    return (
      <div className={`${styles.menuArea} ${styles.content}`}>
        <Notice tone="info" title={t('menu.empty')} />
      </div>
    );
  }
  return (
    <div className={styles.menuArea}>
      <CategoryBar categories={menu.data.categories} locale={locale} />
      <div className={styles.menuBody}>
        <DealsStrip
          deals={shownDeals}
          locale={locale}
          onAddDeal={(deal) => add(createDealCartLine(deal, store.id))}
        />
        <MenuSections
          categories={menu.data.categories}
          unavailableItemIds={menu.data.unavailableItemIds}
          priceContext={priceContext}
          onOpenItem={onOpenItem}
        />
      </div>
      {openItem && (
        <Suspense fallback={null}>
          <ItemDialog
            item={openItem.item}
            category={openItem.category}
            priceContext={priceContext}
            scheduleTime={cart.scheduleTime}
            isSpecialRequestAvailable={store.specialRequestAvailable}
            onAdd={(line) => {
              add(line);
              setOpenItem(null);
            }}
            onClose={() => setOpenItem(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
