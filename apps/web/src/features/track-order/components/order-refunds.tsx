import { dollarsToCents, formatCents } from '@orderlane/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { searchOrder } from '@/lib/api/search-order';
import { orderTrackingQueryKey, type TrackingSession } from '../api/get-order-tracking';
import styles from './order-refunds.module.css';

/** One refund as the diner's order detail carries it; time store-local 'YYYY-MM-DD HH:mm:ss'. */
export interface DinerRefund {
  /** REFUND after acceptance; CANCEL and REJECT give back the rest of the charge (the timeline says so). */
  kind: 'REFUND' | 'CANCEL' | 'REJECT';
  amount: number;
  reason: string;
  time: string;
  status: 'PENDING' | 'VOIDED' | 'REFUNDED' | 'FAILED';
}

export interface DinerRefunds {
  refunds: DinerRefund[];
  stillCharged: number;
}

/** The order detail's refunds (POST /searchOrders); read again whenever tracking is (same key prefix). */
async function getOrderRefunds(user: TrackingSession, orderId: number, signal?: AbortSignal) {
  const wire = await searchOrder<Partial<DinerRefunds>>(user, orderId, signal);
  return { refunds: wire?.refunds ?? [], stillCharged: wire?.stillCharged ?? 0 };
}

const useOrderRefunds = (user: TrackingSession, orderId: number) =>
  useQuery(
    queryOptions({
      queryKey: [...orderTrackingQueryKey(orderId), 'refunds'] as const,
      queryFn: ({ signal }) => getOrderRefunds(user, orderId, signal),
      staleTime: 0,
      meta: { silent: true },
    }),
  );

/**
 * The refunds list as drawn (tests draw it directly): the refunds made after acceptance. What a rejection or
 * cancellation gave back is the timeline's own line, so it is not repeated here.
 */
export function OrderRefundsList({ refunds: all, stillCharged }: DinerRefunds) {
  const { t } = useTranslation();
  const refunds = all.filter((refund) => refund.kind === 'REFUND');
  if (refunds.length === 0) {
    return null;
  }
  return (
    <section className={styles.refunds} aria-label={t('tracking.refunds.title')}>
      <h2 className={styles.title}>{t('tracking.refunds.title')}</h2>
      <ul className={styles.list}>
        {refunds.map((refund, index) => (
          <li key={index}>
            {t(refund.status === 'PENDING' ? 'tracking.refunds.linePending' : 'tracking.refunds.line', {
              amount: formatCents(dollarsToCents(refund.amount)),
              reason: refund.reason,
            })}
          </li>
        ))}
      </ul>
      <p className={styles.still}>
        {t('tracking.refunds.stillCharged', { amount: formatCents(dollarsToCents(stillCharged)) })}
      </p>
    </section>
  );
}

/**
 * /track-order's refunds line: what the restaurant gave back after accepting (a refund, or a cancellation),
 * why, and what the card still carries. Refreshed with the tracking, live.
 */
export function OrderRefunds({ user, orderId }: { user: TrackingSession; orderId: number }) {
  const refunds = useOrderRefunds(user, orderId);
  return refunds.data ? <OrderRefundsList {...refunds.data} /> : null;
}
