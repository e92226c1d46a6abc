import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import styles from './store-page.module.css';

/** Store page loading: a spinner while the store loads, drawn over the page's shape. */
export function StorePageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <main className={styles.main} aria-busy>
        <Skeleton height="auto" radius={0} className={styles.bannerSkeleton} />
        <div className={styles.content}>
          <div className={styles.loadingSpinner}>
            <Spinner size="lg" label={t('store.loading')} />
          </div>
          <Skeleton height={28} width="60%" />
          <Skeleton height={18} width="40%" />
          <Skeleton height={44} width={260} radius={999} />
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} height={120} />
          ))}
        </div>
      </main>
    </div>
  );
}
