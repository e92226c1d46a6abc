import {
  formatCents,
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
import type { PortalOrderDetail } from '../utils/portal-order-detail';
import styles from './order-dialogs.module.css';

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
  const [key, setKey] = useState<RejectReason | null>(null);
  const [details, setDetails] = useState('');
  const [isTried, setIsTried] = useState(false);
  const isNoteMissing = key === 'OTHER' && details.trim() === '';
  const submit = () => {
    setIsTried(true);
    if (key && !isNoteMissing) {
      onConfirm(key, details.trim());
    }
  };
  const stillOnCard = order && order.payment === 'CARD' ? Math.round(order.refundable * 100) : 0;
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
          <Button size="lg" isBusy={isBusy} onClick={submit}>
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
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('portal.cancel.reason')}</legend>
          <div className={styles.reasons}>
            {REJECT_REASON_CODES.map((code, index) => (
              <label key={code} className={styles.reason}>
                <input
                  type="radio"
                  name="cancel-reason"
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
          error={isTried && isNoteMissing ? t('portal.cancel.detailsMissing') : null}
        />
      </div>
    </Dialog>
  );
}
