import { localizedName } from '@orderlane/domain';
import type { MenuCategory, MenuItem } from '@orderlane/domain';
import { useTranslation } from 'react-i18next';
import type { PriceContext } from '../utils/price-context';
import { useProgressiveItemCount } from '../hooks/use-progressive-item-count';
import { categoryAnchorId } from '../utils/category-anchor';
import { MenuItemCard } from './menu-item-card';
import styles from './menu-sections.module.css';

export interface MenuSectionsProps {
  categories: readonly MenuCategory[];
  unavailableItemIds: ReadonlySet<number>;
  priceContext: PriceContext;
  onOpenItem: (item: MenuItem) => void;
}

/** Where each category's first item stands in the whole menu's list of items. */
function firstItemIndexes(categories: readonly MenuCategory[]): number[] {
  let count = 0;
  return categories.map((category) => {
    const first = count;
    count += category.items.length;
    return first;
  });
}

/**
 * The full menu, one section per category, in the sorted order. Every section and its heading is there at once
 * (the category bar jumps to them and watches them); on the page's first load the items below the first screen
 * follow in later tasks.
 */
export function MenuSections({
  categories,
  unavailableItemIds,
  priceContext,
  onOpenItem,
}: MenuSectionsProps) {
  const { t } = useTranslation();
  const firstItems = firstItemIndexes(categories);
  const itemCount = useProgressiveItemCount(
    categories.reduce((sum, category) => sum + category.items.length, 0),
  );
  return (
    <div className={styles.menu}>
      {categories.map((category, index) => {
        const shownItems = category.items.slice(0, Math.max(0, itemCount - firstItems[index]!));
        return (
          <section
            key={category.id}
            id={categoryAnchorId(category.id)}
            className={styles.section}
            aria-labelledby={`${categoryAnchorId(category.id)}-title`}
          >
            <header className={styles.header}>
              <h2 id={`${categoryAnchorId(category.id)}-title`} className={styles.title}>
                {localizedName(category, priceContext.locale)}
              </h2>
              {category.description && <p className={styles.description}>{category.description}</p>}
              {!category.available && <p className={styles.description}>{t('menu.categoryUnavailable')}</p>}
            </header>
            <ul className={styles.grid}>
              {shownItems.map((item) => (
                <li key={item.id}>
                  <MenuItemCard
                    item={item}
                    isAvailable={category.available && !unavailableItemIds.has(item.id)}
                    priceContext={priceContext}
                    onOpen={onOpenItem}
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
