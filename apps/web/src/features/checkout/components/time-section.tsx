import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ClockIcon } from '@/components/ui/icons';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { CheckoutSection } from './checkout-section';
import styles from './time-section.module.css';

export interface TimeSectionProps {
  /** The scheduled slot as 'MMM Do, h:mm A'; null for ASAP. */
  scheduledText: string | null;
  isAsapAvailable: boolean;
  onAsap: () => void;
  onSchedule: () => void;
}

/** TIME: ASAP or Schedule for later (the slot shown as 'MMM Do, h:mm A' with Change). */
export function TimeSection({ scheduledText, isAsapAvailable, onAsap, onSchedule }: TimeSectionProps) {
  const { t } = useTranslation();
  return (
    <CheckoutSection
      title={t('checkout.time.title')}
      action={
        scheduledText && (
          <Button variant="text" aria-haspopup="dialog" onClick={onSchedule}>
            {t('checkout.change')}
          </Button>
        )
      }
    >
      <SegmentedControl
        label={t('checkout.time.title')}
        value={scheduledText ? 'later' : 'asap'}
        options={[
          { value: 'asap', label: t('checkout.time.asap'), isDisabled: !isAsapAvailable },
          { value: 'later', label: t('checkout.time.later') },
        ]}
        onChange={(value) => (value === 'asap' ? onAsap() : onSchedule())}
      />
      {scheduledText && (
        <p className={`${styles.slot} tabular`}>
          <ClockIcon size={18} /> {scheduledText}
        </p>
      )}
    </CheckoutSection>
  );
}
