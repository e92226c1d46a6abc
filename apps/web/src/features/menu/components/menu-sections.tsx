import { localizedName } from '@orderlane/domain';
import type { MenuCategory, MenuItem } from '@orderlane/domain';
import { useTranslation } from 'react-i18next';
import type { PriceContext } from '../utils/price-context';
import { categoryAnchorId } from '../utils/category-anchor';
import { MenuItemCard } from './menu-item-card';
import styles from './menu-sections.module.css';

export interface MenuSectionsProps {
  categories: readonly MenuCategory[];
  unavailableItemIds: ReadonlySet<number>;
  priceContext: PriceContext;
  onOpenItem: (item: MenuItem) => void;
}

/** The full menu, one section per category, in the sorted order. */
export function MenuSections({
  categories,
  unavailableItemIds,
  priceContext,
  onOpenItem,
}: MenuSectionsProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.menu}>
      {categories.map((category) => (
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
            {category.items.map((item) => (
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
      ))}
    </div>
  );
}
