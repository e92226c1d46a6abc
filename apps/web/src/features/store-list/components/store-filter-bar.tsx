import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Chip } from '@/components/ui/chip';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { STORE_CATEGORIES, type StoreFilters } from '@orderlane/domain';
import styles from './store-filter-bar.module.css';

export interface StoreFilterBarProps {
  filters: StoreFilters;
  onChange: (filters: StoreFilters) => void;
}

/** Name search, the Delivery/Pickup toggle and the category strip of the store list. */
export function StoreFilterBar({ filters, onChange }: StoreFilterBarProps) {
  const { t } = useTranslation();
  const searchId = useId();
  return (
    <div className={styles.bar}>
      <div className={styles.row}>
        <div className={styles.search}>
          <label htmlFor={searchId} className={styles.label}>
            {t('storeList.searchLabel')}
          </label>
          <input
            id={searchId}
            type="search"
            className={styles.input}
            placeholder={t('storeList.searchPlaceholder')}
            autoComplete="off"
            enterKeyHint="search"
            value={filters.name}
            onChange={(event) => onChange({ ...filters, name: event.target.value })}
          />
        </div>
        <div className={styles.mode}>
          <SegmentedControl
            label={t('storeList.mode')}
            value={filters.mode}
            options={[
              { value: 'DELIVERY', label: t('storeList.delivery') },
              { value: 'PICK_UP', label: t('storeList.pickup') },
            ]}
            onChange={(mode) => onChange({ ...filters, mode })}
          />
        </div>
      </div>
      <div className={styles.categories} role="group" aria-label={t('storeList.categoriesLabel')}>
        {STORE_CATEGORIES.map((category) => (
          <Chip
            key={category}
            isSelected={filters.category === category}
            aria-pressed={filters.category === category}
            onClick={() => onChange({ ...filters, category })}
          >
            {t(`storeList.categories.${category}`)}
          </Chip>
        ))}
      </div>
    </div>
  );
}
