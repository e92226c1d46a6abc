import { discountLabel, formatCents } from '@orderlane/domain';
import { useTranslation } from 'react-i18next';
import type { ShownFigures } from '../utils/shown-figures';
import styles from './order-totals.module.css';

export interface OrderTotalsProps {
  figures: ShownFigures;
  isDelivery: boolean;
  hasPriorOrders: boolean;
  /** A newer calculation is on its way: the figures stay, dimmed. */
  isUpdating: boolean;
}

/** Subtotal, fees, tax and tip make the total; the discount (with its label) gives the amount due. */
export function OrderTotals({ figures, isDelivery, hasPriorOrders, isUpdating }: OrderTotalsProps) {
  const { t } = useTranslation();
  const row = (label: string, cents: number, className = '') => (
    <div className={`${styles.row} ${className}`}>
      <dt>{label}</dt>
      <dd className="tabular">{formatCents(cents)}</dd>
    </div>
  );
  return (
    <dl className={styles.totals} aria-busy={isUpdating} data-updating={isUpdating || undefined}>
      {row(t('checkout.totals.subtotal'), figures.subtotalCents)}
      {isDelivery && row(t('checkout.totals.deliveryFee'), figures.deliveryFeeCents)}
      {row(t('checkout.totals.convenienceFee'), figures.convenienceFeeCents)}
      {row(t('checkout.totals.tax'), figures.taxCents)}
      {row(t('checkout.totals.tip'), figures.tipCents)}
      {figures.discountCents > 0 ? (
        <>
          {row(t('checkout.totals.total'), figures.totalCents, styles.subtotal)}
          <div className={`${styles.row} ${styles.discount}`}>
            <dt>{discountLabel(hasPriorOrders)}</dt>
            <dd className="tabular">−{formatCents(figures.discountCents)}</dd>
          </div>
          {row(t('checkout.totals.amountDue'), figures.amountDueCents, styles.grand)}
        </>
      ) : (
        row(t('checkout.totals.total'), figures.totalCents, styles.grand)
      )}
    </dl>
  );
}
