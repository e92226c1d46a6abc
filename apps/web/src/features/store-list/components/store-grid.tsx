import { Skeleton } from '@/components/ui/skeleton';
import type { ListedStore } from '../api/locate-restaurants';
import { StoreCard } from './store-card';
import styles from './store-grid.module.css';

export interface StoreGridProps {
  stores: readonly ListedStore[];
  /** The heading that names the list, for screen readers. */
  labelledBy?: string;
  /** The level of each store's name, one below that heading's. */
  headingLevel?: 2 | 3;
}

/** Store cards in a responsive grid: one column on phones, up to three on wide screens. */
export function StoreGrid({ stores, labelledBy, headingLevel }: StoreGridProps) {
  return (
    <ul className={styles.grid} aria-labelledby={labelledBy}>
      {stores.map((store, index) => (
        <li key={store.id}>
          <StoreCard
            store={store}
            isPriority={index < 3}
            isLargestPaint={index === 0}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}

export function StoreGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className={styles.grid} aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.skeletonCard}>
          <Skeleton height="auto" radius={0} className={styles.skeletonMedia} />
          <div className={styles.skeletonBody}>
            <Skeleton height={18} width="70%" />
            <Skeleton height={14} width="45%" />
          </div>
        </div>
      ))}
    </div>
  );
}
