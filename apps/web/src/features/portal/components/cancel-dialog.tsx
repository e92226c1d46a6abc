import { dollarsToCents, formatCents, type RejectReason } from '@orderlane/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import type { PortalOrderDetail } from '../utils/portal-order-detail';
import styles from './order-dialogs.module.css';
import { ReasonFields, useReasonChoice } from './reason-fields';

export interface CancelDialogProps {
  order: PortalOrderDetail | null;
  isBusy: boolean;
  error: string | null;
  onConfirm: (reason: RejectReason, note: string) => void;
  onClose: () => void;
}

/** Cancel an accepted order with a reason; says what goes back to the card. */
export function CancelDialog({ order, isBusy, error, onConfirm, onClose }: CancelDialogProps) {
  const { t } = useTranslation();
  const choice = useReasonChoice(onConfirm);
  const stillOnCard = order && order.payment === 'CARD' ? dollarsToCents(order.refundable) : 0;
  return (
    <Dialog
      isOpen={order !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={order ? t('portal.cancel.title', { number: order.number }) : ''}
      footer={
        <div className={styles.footerPair}>
          <Button variant="secondary" size="lg" onClick={onClose}>
            {t('portal.cancel.keep')}
          </Button>
          <Button size="lg" isBusy={isBusy} onClick={choice.submit}>
            {t('portal.cancel.confirm')}
          </Button>
        </div>
      }
    >
      <div className={styles.body}>
        <Notice tone="warning">
          {stillOnCard > 0
            ? t('portal.cancel.note', { amount: formatCents(stillOnCard) })
            : t('portal.cancel.noChargeNote')}
        </Notice>
        {error && (
          <Notice tone="error" role="alert">
            {error}
          </Notice>
        )}
        <ReasonFields
          name="cancel-reason"
          legend={t('portal.cancel.reason')}
          detailsMissing={t('portal.cancel.detailsMissing')}
          choice={choice}
        />
      </div>
    </Dialog>
  );
}
