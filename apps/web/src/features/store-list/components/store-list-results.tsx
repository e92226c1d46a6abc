import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import type { ListedStore } from '../api/locate-restaurants';
import { StoreGrid, StoreGridSkeleton } from './store-grid';
import styles from './store-list-results.module.css';

export interface StoreListResultsProps {
  stores: readonly ListedStore[];
  shownCount: number;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  onShowMore: () => void;
  labelledBy: string;
}

/** Store list: spinner while loading, 'No stores found' when empty, Show More by 6. */
export function StoreListResults({
  stores,
  shownCount,
  isLoading,
  isError,
  onRetry,
  onShowMore,
  labelledBy,
}: StoreListResultsProps) {
  const { t } = useTranslation();
  if (isLoading) {
    return (
      // Its own key, as the results' below: Preact would otherwise reuse these elements for the results, and the
      // skeleton's box turning into "Show More" far below counts as a layout shift.
      <div key="loading" className={styles.loading} aria-busy>
        <div className={styles.spinner}>
          <Spinner size="lg" label={t('storeList.loading')} />
        </div>
        <StoreGridSkeleton />
      </div>
    );
  }
  if (isError) {
    return (
      <Notice
        tone="error"
        role="alert"
        title={t('storeList.loadFailed')}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (stores.length === 0) {
    return (
      <div className={styles.empty} role="status">
        <svg className={styles.emptyArt} viewBox="0 0 96 72" aria-hidden>
          <rect x="10" y="22" width="76" height="42" rx="8" fill="currentColor" opacity="0.12" />
          <path
            d="M20 22l8-14h40l8 14"
            fill="none"
            stroke="currentColor"
            strokeWidth="5"
            strokeLinejoin="round"
          />
          <circle cx="48" cy="44" r="9" fill="none" stroke="currentColor" strokeWidth="5" />
          <path d="M55 51l8 8" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
        </svg>
        <p className={styles.emptyTitle}>{t('storeList.noStores')}</p>
        <p className={styles.emptyText}>{t('storeList.noStoresHint')}</p>
      </div>
    );
  }
  const shown = stores.slice(0, shownCount);
  return (
    <div key="results" className={styles.results}>
      <p className={styles.count} role="status">
        {t('storeList.showing', { shown: shown.length, total: stores.length })}
      </p>
      <StoreGrid stores={shown} labelledBy={labelledBy} headingLevel={2} />
      {shown.length < stores.length && (
        <div className={styles.more}>
          <Button variant="secondary" onClick={onShowMore}>
            {t('storeList.showMore')}
          </Button>
        </div>
      )}
    </div>
  );
}
