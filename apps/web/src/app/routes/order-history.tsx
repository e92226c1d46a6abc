import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useUser } from '@/features/auth/stores/user-store';
import { useOrderHistory, type HistorySession } from '@/features/orders/api/search-order-history';
import { OrderHistoryList } from '@/features/orders/components/order-history-list';
import { RatingPrompt } from '@/features/ratings/components/rating-prompt';
import { useDisplayLocale } from '@/i18n/use-display-locale';
import { SiteHeader } from '../layout/site-header';
import { useOpenCartElsewhere } from '../layout/use-open-cart-elsewhere';
import styles from './order-history.module.css';

/** Order history: signed-in diners only (others go to /auth?target=order-history). */
export function OrderHistoryRoute() {
  const user = useUser();
  const openCart = useOpenCartElsewhere();
  if (!user) {
    return <Navigate replace to={paths.auth.getHref({ target: 'order-history' })} />;
  }
  return (
    <div className={styles.shell}>
      <SiteHeader onOpenCart={openCart} />
      <main className={styles.page}>
        <OrderHistory user={user} />
      </main>
    </div>
  );
}

function OrderHistory({ user }: { user: HistorySession }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const history = useOrderHistory(user);
  useEffect(() => {
    document.title = t('orders.title');
  }, [t]);
  return (
    <>
      <h1 className={styles.title}>{t('orders.title')}</h1>
      {history.isPending ? (
        <div className={styles.loading} role="status" aria-label={t('orders.loading')}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} height={72} />
          ))}
        </div>
      ) : history.isError ? (
        <Notice
          tone="error"
          role="alert"
          action={
            <Button variant="secondary" onClick={() => void history.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('orders.systemError')}
        </Notice>
      ) : history.data.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('orders.empty')}</p>
          <Link className={styles.emptyAction} to={paths.storesList.getHref()}>
            {t('orders.startOrdering')}
          </Link>
        </div>
      ) : (
        <OrderHistoryList
          user={user}
          orders={history.data}
          locale={locale}
          renderRatingPrompt={(orderId) => <RatingPrompt session={user} orderId={orderId} />}
        />
      )}
    </>
  );
}
