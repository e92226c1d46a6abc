import { formatCents, formatOrderNumber, UNANSWERED_REJECT_REASON } from '@orderlane/domain';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '@/components/ui/icons';
import { formatClock } from '../utils/format-clock';
import { trackingSteps, type OrderTracking, type TrackingStep } from '../utils/tracking-steps';
import styles from './order-timeline.module.css';

export interface OrderTimelineProps {
  tracking: OrderTracking;
}

function StepDetail({ step, tracking }: { step: TrackingStep; tracking: OrderTracking }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  switch (step.key) {
    case 'accepted':
      return tracking.readyTime && step.state !== 'upcoming' ? (
        <p className={styles.detail}>
          {t('tracking.readyAround', { time: formatClock(tracking.readyTime, locale) })}
        </p>
      ) : null;
    case 'ready':
      return step.state === 'current' ? (
        <p className={styles.detail}>
          {tracking.orderType === 'DELIVERY' ? t('tracking.readyDelivery') : t('tracking.readyPickup')}
        </p>
      ) : null;
    case 'rejected':
      return (
        <>
          {tracking.rejectReason === UNANSWERED_REJECT_REASON ? (
            <p className={styles.detail}>{t('tracking.unanswered.cancelled')}</p>
          ) : (
            tracking.rejectReason && (
              <p className={styles.detail}>
                {t('tracking.reason', { reason: t(`tracking.reasons.${tracking.rejectReason}`) })}
              </p>
            )
          )}
          {tracking.rejectNote && <p className={styles.detail}>“{tracking.rejectNote}”</p>}
          {tracking.isPaidByCard && (
            <p className={styles.detail}>
              {t(`tracking.refund.${tracking.refundStatus ?? 'PENDING'}`, {
                amount: formatCents(tracking.paidCents),
              })}
            </p>
          )}
        </>
      );
    case 'placed':
    case 'completed':
      return null;
  }
}

/** Placed, accepted (with the ready time), ready, completed, or rejected with the reason and the refund. */
export function OrderTimeline({ tracking }: OrderTimelineProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const steps = trackingSteps(tracking);
  return (
    <ol
      className={styles.timeline}
      aria-label={t('tracking.timeline', { number: formatOrderNumber(tracking.orderId) })}
    >
      {steps.map((step) => (
        <li
          key={step.key}
          className={`${styles.step} ${styles[step.state]} ${step.key === 'rejected' ? styles.rejected : ''}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className={styles.marker} aria-hidden>
            {step.state === 'done' && <CheckIcon size={16} />}
          </span>
          <div className={styles.body}>
            <p className={styles.title}>
              {step.key === 'rejected' && tracking.rejectReason === UNANSWERED_REJECT_REASON
                ? t('tracking.steps.unanswered')
                : t(`tracking.steps.${step.key}`)}
              <span className="visually-hidden"> ({t(`tracking.state.${step.state}`)})</span>
            </p>
            {step.at && <p className={styles.time}>{formatClock(step.at, locale)}</p>}
            <StepDetail step={step} tracking={tracking} />
          </div>
        </li>
      ))}
    </ol>
  );
}
