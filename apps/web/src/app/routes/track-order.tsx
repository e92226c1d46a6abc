import { formatOrderNumber } from '@orderlane/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useUser } from '@/features/auth/stores/user-store';
import { RatingPrompt } from '@/features/ratings/components/rating-prompt';
import { useOrderTracking, type TrackingSession } from '@/features/track-order/api/get-order-tracking';
import { OrderRefunds } from '@/features/track-order/components/order-refunds';
import { AnswerWaitNotice } from '@/features/track-order/components/answer-wait-notice';
import { OrderTimeline } from '@/features/track-order/components/order-timeline';
import { TrackingLoadProblem } from '@/features/track-order/components/tracking-load-problem';
import { useTrackingUpdates } from '@/features/track-order/hooks/use-tracking-updates';
import { SiteHeader } from '../layout/site-header';
import { useOpenCartElsewhere } from '../layout/use-open-cart-elsewhere';
import styles from './track-order.module.css';

/** /track-order?orderId=: the signed-in diner watches the order move from placed to ready, live. */
export function TrackOrderRoute() {
  const user = useUser();
  const [search] = useSearchParams();
  const openCart = useOpenCartElsewhere();
  const orderId = Number(search.get('orderId'));
  if (!user) {
    return (
      <Navigate
        replace
        to={paths.auth.getHref({ target: `track-order?orderId=${search.get('orderId') ?? ''}` })}
      />
    );
  }
  return (
    <div className={styles.shell}>
      <SiteHeader onOpenCart={openCart} />
      <main className={styles.page}>
        {Number.isSafeInteger(orderId) && orderId > 0 ? (
          <Tracking user={user} orderId={orderId} />
        ) : (
          <MissingOrder />
        )}
      </main>
    </div>
  );
}

function MissingOrder() {
  const { t } = useTranslation();
  return (
    <div className={styles.card}>
      <h1 className={styles.title}>{t('tracking.notFound')}</h1>
      <Link className={styles.link} to={paths.orderHistory.getHref()}>
        {t('tracking.toHistory')}
      </Link>
    </div>
  );
}

function Tracking({ user, orderId }: { user: TrackingSession; orderId: number }) {
  const { t } = useTranslation();
  const tracking = useOrderTracking(user, orderId);
  const live = useTrackingUpdates(user, orderId, tracking.data?.status ?? null);
  const number = formatOrderNumber(orderId);
  useEffect(() => {
    document.title = t('tracking.documentTitle', { number });
  }, [t, number]);
  if (tracking.isPending) {
    return (
      <div className={styles.card} role="status" aria-label={t('tracking.loading')}>
        <Skeleton height={28} width="50%" />
        <Skeleton height={200} />
      </div>
    );
  }
  if (tracking.isError) {
    return (
      <div className={styles.card}>
        <TrackingLoadProblem error={tracking.error} number={number} onRetry={() => void tracking.refetch()} />
        <Link className={styles.link} to={paths.orderHistory.getHref()}>
          {t('tracking.toHistory')}
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.card}>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('tracking.title', { number })}</h1>
        {tracking.data.storeName && <p className={styles.store}>{tracking.data.storeName}</p>}
        <p className={styles.live} role="status">
          {live === 'live' ? t('tracking.live') : live === 'final' ? '' : t('tracking.updating')}
        </p>
      </div>
      <AnswerWaitNotice
        user={user}
        orderId={orderId}
        isWaiting={tracking.data.status === 'PLACED'}
        isPaidByCard={tracking.data.isPaidByCard}
      />
      <OrderTimeline tracking={tracking.data} />
      <OrderRefunds user={user} orderId={orderId} />
      {tracking.data.status === 'COMPLETED' && <RatingPrompt session={user} orderId={orderId} />}
      <Link className={styles.link} to={paths.orderHistory.getHref()}>
        {t('tracking.toHistory')}
      </Link>
    </div>
  );
}
