import { formatCents } from '@orderlane/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import styles from './place-order-panel.module.css';

export interface PlaceOrderPanelProps {
  amountDueCents: number | null;
  /** A refusal to show as an alert: calculation or send failure, a declined card, not submittable. */
  error: { title?: string; message: string } | null;
  /** Why Place Order is disabled, said next to it. */
  blockReason: string | null;
  isSubmitting: boolean;
  isDisabled: boolean;
  onPlaceOrder: () => void;
}

/** The place-order panel: in the summary column on wide screens, a fixed bar at the bottom on phones. */
export function PlaceOrderPanel({
  amountDueCents,
  error,
  blockReason,
  isSubmitting,
  isDisabled,
  onPlaceOrder,
}: PlaceOrderPanelProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.panel}>
      {error && (
        <Notice tone="error" role="alert" title={error.title}>
          {error.message}
        </Notice>
      )}
      {!error && blockReason && <p className={styles.reason}>{blockReason}</p>}
      <Button size="lg" isBlock isBusy={isSubmitting} disabled={isDisabled} onClick={onPlaceOrder}>
        <span>{t('checkout.placeOrder')}</span>
        {amountDueCents !== null && (
          <span className={`${styles.amount} tabular`}>{formatCents(amountDueCents)}</span>
        )}
      </Button>
    </div>
  );
}
