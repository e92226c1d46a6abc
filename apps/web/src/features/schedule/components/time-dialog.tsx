import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Chip } from '@/components/ui/chip';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { useAvailableHours } from '../api/get-available-hours';
import { formatDay, formatSlot, toScheduleTime } from '../utils/slot-text';
import styles from './time-dialog.module.css';

export interface TimeDialogProps {
  restaurantInfoId: number;
  orderType: 'DELIVERY' | 'PICK_UP' | 'DINE_IN' | 'WALK_IN' | null;
  scheduleTime: string | null;
  /** ASAP is offered only while the store can take an order now. */
  isAsapAvailable: boolean;
  onUpdate: (scheduleTime: string | null) => void;
  onClose: () => void;
}

const ASAP = 'ASAP';

/** Scheduled time: the first 5 days, their slots, and Update Order Time. */
export function TimeDialog({
  restaurantInfoId,
  orderType,
  scheduleTime,
  isAsapAvailable,
  onUpdate,
  onClose,
}: TimeDialogProps) {
  const { t, i18n } = useTranslation();
  const hours = useAvailableHours(restaurantInfoId);
  const days = hours.data ?? [];
  const [pickedDate, setPickedDate] = useState<string | null>(
    scheduleTime ? scheduleTime.slice(0, 10) : null,
  );
  const [pickedSlot, setPickedSlot] = useState<string | null>(
    scheduleTime ? scheduleTime.slice(11, 16) : isAsapAvailable ? ASAP : null,
  );
  const slotsOf = (day: (typeof days)[number]) =>
    orderType === 'DELIVERY' ? day.deliverySelectableTimes : day.pickupSelectableTimes;
  const activeDay = days.find((day) => day.currentDate === pickedDate) ?? days[0];
  const slots = activeDay ? slotsOf(activeDay) : [];
  const isAsapShown = Boolean(activeDay?.today && isAsapAvailable);

  const pickDay = (day: (typeof days)[number]) => {
    setPickedDate(day.currentDate);
    // Spec: choosing a day selects its first slot.
    setPickedSlot(slotsOf(day)[0] ?? null);
  };

  const update = () => {
    if (pickedSlot === ASAP) {
      onUpdate(null);
    } else if (activeDay && pickedSlot) {
      onUpdate(toScheduleTime(activeDay.currentDate, pickedSlot));
    }
  };

  const footer = (
    <Button
      size="lg"
      isBlock
      disabled={!pickedSlot || (pickedSlot === ASAP && !isAsapShown)}
      onClick={update}
    >
      {t('schedule.update')}
    </Button>
  );

  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('schedule.title')}
      footer={footer}
    >
      <div className={styles.body}>
        {hours.isPending ? (
          <div className={styles.loading}>
            <Skeleton height={44} />
            <Skeleton height={180} />
          </div>
        ) : hours.isError ? (
          <Notice tone="error" role="alert">
            {t('schedule.loadFailed')}
          </Notice>
        ) : (
          <>
            <div className={styles.days} role="group" aria-label={t('schedule.day')}>
              {days.map((day) => (
                <Chip
                  key={day.currentDate}
                  isSelected={day.currentDate === activeDay?.currentDate}
                  aria-pressed={day.currentDate === activeDay?.currentDate}
                  onClick={() => pickDay(day)}
                >
                  {day.today
                    ? t('schedule.today')
                    : formatDay(day.currentDate, i18n.resolvedLanguage ?? 'en')}
                </Chip>
              ))}
            </div>
            {slots.length === 0 && !isAsapShown ? (
              <p className={styles.empty}>{t('schedule.noSlots')}</p>
            ) : (
              <fieldset className={styles.slots}>
                <legend className="visually-hidden">{t('schedule.time')}</legend>
                {isAsapShown && (
                  <label className={pickedSlot === ASAP ? `${styles.slot} ${styles.checked}` : styles.slot}>
                    <input
                      type="radio"
                      name="slot"
                      checked={pickedSlot === ASAP}
                      onChange={() => setPickedSlot(ASAP)}
                    />
                    {t('schedule.asap')}
                  </label>
                )}
                {slots.map((slot) => (
                  <label
                    key={slot}
                    className={pickedSlot === slot ? `${styles.slot} ${styles.checked}` : styles.slot}
                  >
                    <input
                      type="radio"
                      name="slot"
                      checked={pickedSlot === slot}
                      onChange={() => setPickedSlot(slot)}
                    />
                    <span className="tabular">{formatSlot(slot)}</span>
                  </label>
                ))}
              </fieldset>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}
