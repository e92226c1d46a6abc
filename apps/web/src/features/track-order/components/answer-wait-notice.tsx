import { useTranslation } from 'react-i18next';
import { Notice } from '@/components/ui/notice';
import { useNow } from '@/lib/use-now';
import { useAnswerTimes } from '../api/get-answer-times';
import type { TrackingSession } from '../api/get-order-tracking';
import { answerWait } from '../utils/answer-wait';
import { formatClock } from '../utils/format-clock';

export interface AnswerWaitNoticeProps {
  user: TrackingSession;
  orderId: number;
  /** Only a new (PLACED) order waits for the store's answer. */
  isWaiting: boolean;
  isPaidByCard: boolean;
}

/**
 * Says so when the restaurant has not answered a new order by its reminder time: until when it can, and that
 * the order is then cancelled (and a card charge voided). Nothing while the wait is short, or once answered.
 */
export function AnswerWaitNotice({ user, orderId, isWaiting, isPaidByCard }: AnswerWaitNoticeProps) {
  const { t, i18n } = useTranslation();
  const deviceNow = useNow(5_000);
  const times = useAnswerTimes(user, orderId, isWaiting);
  if (!isWaiting || !times.data) {
    return null;
  }
  const wait = answerWait(times.data, deviceNow);
  if (wait.kind === 'waiting') {
    return null;
  }
  return (
    <Notice tone="warning" role="status" title={t('tracking.unanswered.title')}>
      {wait.kind === 'cancelling'
        ? t('tracking.unanswered.cancelling')
        : t(isPaidByCard ? 'tracking.unanswered.textCard' : 'tracking.unanswered.text', {
            time: times.data.cancelTime
              ? formatClock(times.data.cancelTime, i18n.resolvedLanguage ?? 'en')
              : '',
          })}
    </Notice>
  );
}
