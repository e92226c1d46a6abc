import { formatOrderNumber } from '@orderlane/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { PortalOrder } from '../utils/portal-order';
import { prepMinuteChoices, readPrepMinutes } from '../utils/prep-minutes';
import styles from './order-dialogs.module.css';

export interface AcceptDialogProps {
  order: PortalOrder | null;
  /** The store's usual ready time, picked first. */
  defaultMinutes: number;
  isBusy: boolean;
  onConfirm: (prepMinutes: number) => void;
  onClose: () => void;
}

/** Accept with the minutes the kitchen needs: quick picks, or any number from 1 to 240. */
export function AcceptDialog({ order, defaultMinutes, isBusy, onConfirm, onClose }: AcceptDialogProps) {
  const { t } = useTranslation();
  const customId = useId();
  const [minutes, setMinutes] = useState(defaultMinutes);
  const [custom, setCustom] = useState('');
  const chosen = custom === '' ? minutes : readPrepMinutes(custom);
  const choices = prepMinuteChoices(defaultMinutes);
  return (
    <Dialog
      isOpen={order !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={order ? t('portal.accept.title', { number: formatOrderNumber(order.orderId) }) : ''}
      size="sm"
      footer={
        <Button
          size="lg"
          isBlock
          isBusy={isBusy}
          disabled={chosen === null}
          onClick={() => chosen !== null && onConfirm(chosen)}
        >
          {chosen === null ? t('portal.accept.confirmPlain') : t('portal.accept.confirm', { count: chosen })}
        </Button>
      }
    >
      <form
        className={styles.body}
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen !== null) {
            onConfirm(chosen);
          }
        }}
      >
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('portal.accept.readyIn')}</legend>
          <div className={styles.picks}>
            {choices.map((choice) => (
              <label key={choice} className={styles.pick}>
                <input
                  type="radio"
                  name="prep-minutes"
                  value={choice}
                  checked={custom === '' && minutes === choice}
                  onChange={() => {
                    setMinutes(choice);
                    setCustom('');
                  }}
                  {...(choice === defaultMinutes ? { 'data-autofocus': true } : {})}
                />
                <span>{t('portal.accept.minutes', { count: choice })}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className={styles.custom}>
          <label htmlFor={customId} className={styles.legend}>
            {t('portal.accept.other')}
          </label>
          <input
            id={customId}
            className={styles.input}
            type="number"
            inputMode="numeric"
            min={1}
            max={240}
            value={custom}
            onChange={(event) => setCustom(event.target.value)}
            aria-invalid={custom !== '' && chosen === null ? true : undefined}
          />
          {custom !== '' && chosen === null && <p className={styles.error}>{t('portal.accept.invalid')}</p>}
        </div>
      </form>
    </Dialog>
  );
}
