import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import styles from './menu-availability.module.css';

export interface UnavailableDialogProps {
  /** The item or option being turned off; null closes the dialog. */
  name: string | null;
  /** Store-local date today, 'YYYY-MM-DD', for the "until" time. */
  today: string;
  isBusy: boolean;
  onConfirm: (until: 'END_OF_DAY' | string) => void;
  onClose: () => void;
}

/** "86" until the end of the day (the usual case) or until a chosen time today. */
export function UnavailableDialog({ name, today, isBusy, onConfirm, onClose }: UnavailableDialogProps) {
  const { t } = useTranslation();
  const timeId = useId();
  const [choice, setChoice] = useState<'endOfDay' | 'time'>('endOfDay');
  const [time, setTime] = useState('');
  const isTimeMissing = choice === 'time' && !/^\d{2}:\d{2}$/.test(time);
  return (
    <Dialog
      isOpen={name !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('portal.menu.offTitle', { name: name ?? '' })}
      size="sm"
      footer={
        <Button
          size="lg"
          isBlock
          isBusy={isBusy}
          disabled={isTimeMissing}
          onClick={() => onConfirm(choice === 'endOfDay' ? 'END_OF_DAY' : `${today} ${time}`)}
        >
          {t('portal.menu.offConfirm')}
        </Button>
      }
    >
      <fieldset className={styles.dialogBody}>
        <legend className="visually-hidden">{t('portal.menu.offUntil')}</legend>
        <label className={styles.choice}>
          <input
            type="radio"
            name="unavailable-until"
            checked={choice === 'endOfDay'}
            onChange={() => setChoice('endOfDay')}
            data-autofocus
          />
          <span>{t('portal.menu.untilEndOfDay')}</span>
        </label>
        <label className={styles.choice}>
          <input
            type="radio"
            name="unavailable-until"
            checked={choice === 'time'}
            onChange={() => setChoice('time')}
          />
          <span>{t('portal.menu.untilTime')}</span>
        </label>
        {choice === 'time' && (
          <div className={styles.timeField}>
            <label htmlFor={timeId} className={styles.timeLabel}>
              {t('portal.menu.backAt')}
            </label>
            <input
              id={timeId}
              type="time"
              className={styles.timeInput}
              value={time}
              onChange={(event) => setTime(event.target.value)}
            />
          </div>
        )}
      </fieldset>
    </Dialog>
  );
}
