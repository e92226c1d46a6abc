import { dollarsToCents, formatCents, MAX_REJECT_NOTE_LENGTH } from '@orderlane/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField, TextField } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { SegmentedControl } from '@/components/ui/segmented-control';
import type { RefundOrderInput } from '../api/refund-order';
import type { PortalOrderDetail } from '../utils/portal-order-detail';
import styles from './order-dialogs.module.css';

export interface RefundDialogProps {
  order: PortalOrderDetail | null;
  isBusy: boolean;
  /** The last refusal, in the reader's language. */
  error: string | null;
  onConfirm: (input: RefundOrderInput) => void;
  onClose: () => void;
}

type Mode = 'amount' | 'lines';

/** Dollars typed as '4', '4.5' or '4.50' (a leading $ allowed), as cents; null when it is not an amount. */
export function parseDollars(text: string): number | null {
  const match = /^\$?\s*(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
}

/**
 * Refund part or all of an order: an amount, or items ticked (each its share of what was paid), with a reason
 * the diner reads. Never offers more than can still be refunded.
 */
export function RefundDialog({ order, isBusy, error, onConfirm, onClose }: RefundDialogProps) {
  const { t, i18n } = useTranslation();
  const isChinese = i18n.resolvedLanguage === 'zh-CN';
  const [mode, setMode] = useState<Mode>('amount');
  const [amount, setAmount] = useState('');
  const [picked, setPicked] = useState<number[]>([]);
  const [reason, setReason] = useState('');
  const [isTried, setIsTried] = useState(false);
  const refundableCents = order ? dollarsToCents(order.refundable) : 0;
  const amountCents = parseDollars(amount);
  const linesCents = Math.min(
    refundableCents,
    (order?.lines ?? [])
      .filter((line) => picked.includes(line.id))
      .reduce((sum, line) => sum + dollarsToCents(line.refundAmount), 0),
  );
  const totalCents = mode === 'amount' ? (amountCents ?? 0) : linesCents;
  const amountError =
    mode !== 'amount'
      ? null
      : amountCents === null
        ? t('portal.refunds.amountInvalid')
        : amountCents === 0
          ? t('portal.refunds.amountZero')
          : amountCents > refundableCents
            ? t('portal.refunds.amountTooHigh', { amount: formatCents(refundableCents) })
            : null;
  const linesError = mode === 'lines' && picked.length === 0 ? t('portal.refunds.pickLines') : null;
  const reasonError = reason.trim() === '' ? t('portal.refunds.reasonMissing') : null;
  const submit = () => {
    setIsTried(true);
    if (!order || amountError || linesError || reasonError) {
      return;
    }
    onConfirm(
      mode === 'amount'
        ? { orderId: order.orderId, amount: (totalCents / 100).toFixed(2), reason: reason.trim() }
        : { orderId: order.orderId, lines: picked, reason: reason.trim() },
    );
  };
  const toggle = (lineId: number) =>
    setPicked((current) =>
      current.includes(lineId) ? current.filter((id) => id !== lineId) : [...current, lineId],
    );
  return (
    <Dialog
      isOpen={order !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={order ? t('portal.refunds.title', { number: order.number }) : ''}
      footer={
        <div className={styles.footerPair}>
          <Button variant="secondary" size="lg" onClick={onClose}>
            {t('portal.refunds.keep')}
          </Button>
          <Button size="lg" isBusy={isBusy} onClick={submit}>
            {t('portal.refunds.confirm', { amount: formatCents(totalCents) })}
          </Button>
        </div>
      }
    >
      <div className={styles.body}>
        <Notice tone="info">{t('portal.refunds.note')}</Notice>
        {error && (
          <Notice tone="error" role="alert">
            {error}
          </Notice>
        )}
        <SegmentedControl
          label={t('portal.refunds.how')}
          options={[
            { value: 'amount', label: t('portal.refunds.byAmount') },
            { value: 'lines', label: t('portal.refunds.byLines') },
          ]}
          value={mode}
          onChange={setMode}
        />
        {mode === 'amount' ? (
          <TextField
            label={t('portal.refunds.amount')}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            data-autofocus
            hint={t('portal.refunds.amountHint', { amount: formatCents(refundableCents) })}
            onChange={(event) => setAmount(event.target.value)}
            error={isTried ? amountError : null}
          />
        ) : (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('portal.refunds.linesLegend')}</legend>
            <div className={styles.reasons}>
              {order?.lines.map((line) => (
                <label key={line.id} className={styles.reason}>
                  <input
                    type="checkbox"
                    checked={picked.includes(line.id)}
                    disabled={line.isRefunded}
                    onChange={() => toggle(line.id)}
                  />
                  <span className={styles.lineText}>
                    {line.quantity}× {isChinese && line.cnName ? line.cnName : line.name}
                  </span>
                  <span className={`${styles.linePrice} tabular`}>
                    {line.isRefunded
                      ? t('portal.refunds.lineRefunded')
                      : formatCents(dollarsToCents(line.refundAmount))}
                  </span>
                </label>
              ))}
            </div>
            {isTried && linesError && <p className={styles.error}>{linesError}</p>}
          </fieldset>
        )}
        <TextAreaField
          label={t('portal.refunds.reason')}
          value={reason}
          maxLength={MAX_REJECT_NOTE_LENGTH}
          onChange={(event) => setReason(event.target.value)}
          error={isTried ? reasonError : null}
        />
        <p className={`${styles.refundTotal} tabular`} aria-live="polite">
          {t('portal.refunds.total', { amount: formatCents(totalCents) })}
        </p>
      </div>
    </Dialog>
  );
}
