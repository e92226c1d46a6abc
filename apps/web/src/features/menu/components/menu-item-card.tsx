import { formatCents, type MenuItem, localizedName } from '@orderlane/domain';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChiliIcon, FishIcon } from '@/components/ui/icons';
import { shownUnitPriceCents } from '@orderlane/domain';
import type { PriceContext } from '../utils/price-context';
import styles from './menu-item-card.module.css';

export interface MenuItemCardProps {
  item: MenuItem;
  isAvailable: boolean;
  priceContext: PriceContext;
  onOpen: (item: MenuItem) => void;
}

export const MenuItemCard = memo(function MenuItemCard({
  item,
  isAvailable,
  priceContext,
  onOpen,
}: MenuItemCardProps) {
  const { t } = useTranslation();
  const name = localizedName(item, priceContext.locale);
  const price = shownUnitPriceCents(item, [], priceContext);
  const regular = shownUnitPriceCents({ ...item, offerPriceCents: null }, [], priceContext);
  return (
    <button
      type="button"
      className={isAvailable ? styles.card : `${styles.card} ${styles.unavailable}`}
      onClick={() => onOpen(item)}
      aria-label={isAvailable ? undefined : `${name}, ${t('menu.unavailable')}`}
    >
      <span className={styles.text}>
        <span className={styles.name}>
          {item.code && /^\p{L}/u.test(item.code) ? <span className={styles.code}>{item.code}. </span> : null}
          {name}
        </span>
        {item.description && <span className={styles.description}>{item.description}</span>}
        <span className={styles.footer}>
          <span className={`${styles.price} tabular`}>
            {formatCents(price)}
            {regular > price && <s className={styles.regular}>{formatCents(regular)}</s>}
          </span>
          {item.spicy && (
            <span className={`${styles.mark} ${styles.spicy}`} title={t('menu.spicy')}>
              <ChiliIcon size={16} />
              <span className="visually-hidden">{t('menu.spicy')}</span>
            </span>
          )}
          {item.raw && (
            <span className={`${styles.mark} ${styles.raw}`} title={t('menu.raw')}>
              <FishIcon size={16} />
              <span className="visually-hidden">{t('menu.raw')}</span>
            </span>
          )}
          {!isAvailable && <span className={styles.badge}>{t('menu.unavailable')}</span>}
        </span>
      </span>
      <span className={styles.media}>
        {item.imageUrl && (
          <img src={item.imageUrl} alt="" width={112} height={112} loading="lazy" decoding="async" />
        )}
      </span>
    </button>
  );
});
