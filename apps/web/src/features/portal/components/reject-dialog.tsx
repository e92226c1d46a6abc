import { formatCents, formatOrderNumber, type RejectReason } from '@orderlane/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import type { PortalOrder } from '../utils/portal-order';
import styles from './order-dialogs.module.css';
import { ReasonFields, useReasonChoice } from './reason-fields';

export interface RejectDialogProps {
  order: PortalOrder | null;
  isBusy: boolean;
  onConfirm: (reason: RejectReason, note: string) => void;
  onClose: () => void;
}

/** Reject with a reason from the list plus free text; says plainly that a card payment is refunded. */
export function RejectDialog({ order, isBusy, onConfirm, onClose }: RejectDialogProps) {
  const { t } = useTranslation();
  const choice = useReasonChoice(onConfirm);
  return (
    <Dialog
      isOpen={order !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={order ? t('portal.reject.title', { number: formatOrderNumber(order.orderId) }) : ''}
      footer={
        <div className={styles.footerPair}>
          <Button variant="secondary" size="lg" onClick={onClose}>
            {t('portal.reject.keep')}
          </Button>
          <Button size="lg" isBusy={isBusy} onClick={choice.submit}>
            {t('portal.reject.confirm')}
          </Button>
        </div>
      }
    >
      <div className={styles.body}>
        {order && (
          <Notice tone="warning">
            {order.isPaidByCard
              ? t('portal.reject.refundNote', { amount: formatCents(order.totalCents) })
              : t('portal.reject.noChargeNote')}
          </Notice>
        )}
        <ReasonFields
          name="reject-reason"
          legend={t('portal.reject.reason')}
          detailsMissing={t('portal.reject.detailsMissing')}
          choice={choice}
        />
      </div>
    </Dialog>
  );
}
