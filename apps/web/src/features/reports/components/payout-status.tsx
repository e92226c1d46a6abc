import { useTranslation } from 'react-i18next';
import type { PayoutWeek } from '../api/reports-api';
import styles from './reports.module.css';

const STATUS_STYLE: Record<PayoutWeek['status'], string | undefined> = {
  OPEN: styles.pending,
  DUE: styles.due,
  NOTHING_DUE: styles.quiet,
  HELD: styles.pending,
};

/** The week's state in words: never "paid", since no bank transfer is made yet. */
export function PayoutStatusBadge({ week }: { week: PayoutWeek }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.status} ${STATUS_STYLE[week.status] ?? ''}`}>
      {t(`reports.payouts.statuses.${week.status}`, {
        date: week.status === 'HELD' ? (week.heldUntil ?? week.payoutDate) : week.payoutDate,
      })}
    </span>
  );
}
