import {
  formatCents,
  formatOrderNumber,
  MAX_REJECT_NOTE_LENGTH,
  REJECT_REASON_CODES,
  type RejectReason,
} from '@orderlane/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import type { PortalOrder } from '../utils/portal-order';
import styles from './order-dialogs.module.css';

export interface RejectDialogProps {
  order: PortalOrder | null;
  isBusy: boolean;
  onConfirm: (reason: RejectReason, note: string) => void;
  onClose: () => void;
}

/** Reject with a reason from the list plus free text; says plainly that a card payment is refunded. */
export function RejectDialog({ order, isBusy, onConfirm, onClose }: RejectDialogProps) {
  const { t } = useTranslation();
  const [key, setKey] = useState<RejectReason | null>(null);
  const [details, setDetails] = useState('');
  const [isTried, setIsTried] = useState(false);
  // 'Other' needs the restaurant's own words; the other reasons read well alone.
  const isNoteMissing = key === 'OTHER' && details.trim() === '';
  const submit = () => {
    setIsTried(true);
    if (key && !isNoteMissing) {
      onConfirm(key, details.trim());
    }
  };
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
          <Button size="lg" isBusy={isBusy} onClick={submit}>
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
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('portal.reject.reason')}</legend>
          <div className={styles.reasons}>
            {REJECT_REASON_CODES.map((code, index) => (
              <label key={code} className={styles.reason}>
                <input
                  type="radio"
                  name="reject-reason"
                  value={code}
                  checked={key === code}
                  onChange={() => setKey(code)}
                  {...(index === 0 ? { 'data-autofocus': true } : {})}
                />
                <span>{t(`portal.reject.reasons.${code}`)}</span>
              </label>
            ))}
          </div>
          {isTried && key === null && <p className={styles.error}>{t('portal.reject.pickReason')}</p>}
        </fieldset>
        <TextAreaField
          label={key === 'OTHER' ? t('portal.reject.detailsRequired') : t('portal.reject.details')}
          value={details}
          maxLength={MAX_REJECT_NOTE_LENGTH}
          onChange={(event) => setDetails(event.target.value)}
          error={isTried && isNoteMissing ? t('portal.reject.detailsMissing') : null}
        />
      </div>
    </Dialog>
  );
}
