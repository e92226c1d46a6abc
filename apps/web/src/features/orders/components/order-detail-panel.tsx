import { formatCents, type DisplayLocale, localizedName } from '@orderlane/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useOrderDetail } from '../api/search-order';
import type { HistorySession } from '../api/search-order-history';
import { detailFiguresCents, lineUnitCents, paidCents } from '../utils/order-figures';
import styles from './order-history.module.css';

export interface OrderDetailPanelProps {
  user: HistorySession;
  orderId: number;
  locale: DisplayLocale;
  /** Shown below the figures once the detail is loaded (a completed order's rating prompt). */
  footer?: ReactNode;
}

/** A history row's detail, loaded on first expansion: items with options, fees, tip, discount, total. */
export function OrderDetailPanel({ user, orderId, locale, footer }: OrderDetailPanelProps) {
  const { t } = useTranslation();
  const detail = useOrderDetail(user, orderId, true);
  if (detail.isPending) {
    return (
      <div className={styles.detailLoading} role="status" aria-label={t('orders.loadingDetail')}>
        <Skeleton height={16} />
        <Skeleton height={16} width="60%" />
        <Skeleton height={16} width="80%" />
      </div>
    );
  }
  if (detail.isError) {
    return (
      <Notice
        tone="error"
        role="alert"
        action={
          <Button variant="secondary" onClick={() => void detail.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('orders.detailFailed')}
      </Notice>
    );
  }
  const figures = detailFiguresCents(detail.data, locale);
  const row = (label: string, cents: number, className = '') => (
    <div className={`${styles.figure} ${className}`}>
      <dt>{label}</dt>
      <dd className="tabular">{formatCents(cents)}</dd>
    </div>
  );
  return (
    <div className={styles.detail}>
      <Link className={styles.track} to={paths.trackOrder.getHref(orderId)}>
        {t('orders.track')}
      </Link>
      <ul className={styles.items}>
        {detail.data.orderItems.map((line) => (
          <li key={line.id} className={styles.item}>
            <span className="tabular">{line.quantity}×</span>
            <div>
              <p className={styles.itemName}>{localizedName(line, locale)}</p>
              {line.orderItemsOptions.length > 0 && (
                <p className={styles.itemOptions}>
                  {line.orderItemsOptions
                    .map(
                      (option) =>
                        `${localizedName(option, locale)}${option.quantity > 1 ? ` ×${option.quantity}` : ''}`,
                    )
                    .join(', ')}
                </p>
              )}
              {line.specialInstructions && <p className={styles.itemOptions}>“{line.specialInstructions}”</p>}
            </div>
            <span className="tabular">{formatCents(lineUnitCents(line, locale) * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.figures}>
        {row(t('orders.subtotal'), figures.subtotalCents)}
        {figures.deliveryFeeCents > 0 && row(t('orders.deliveryFee'), figures.deliveryFeeCents)}
        {row(t('orders.convenienceFee'), figures.convenienceFeeCents)}
        {row(t('orders.tax'), figures.taxCents)}
        {row(t('orders.tip'), figures.tipCents)}
        {figures.discountCents > 0 ? (
          <>
            {row(t('orders.total'), figures.totalCents, styles.rule)}
            <div className={`${styles.figure} ${styles.discount}`}>
              <dt>{detail.data.discountLabel ?? t('orders.discount')}</dt>
              <dd className="tabular">−{formatCents(figures.discountCents)}</dd>
            </div>
            {row(t('orders.paid'), paidCents(detail.data, figures), styles.grand)}
          </>
        ) : (
          row(t('orders.total'), figures.totalCents, styles.grand)
        )}
      </dl>
      {footer}
    </div>
  );
}
