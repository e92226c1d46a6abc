import { dollarsToCents, formatCents } from '@orderlane/domain';
import { useTranslation } from 'react-i18next';
import styles from './credit-summary.module.css';

export interface CreditSummaryProps {
  /** Dollars ready to spend. */
  balance: number;
  /** Dollars on their way; shown apart, as they cannot be spent yet. */
  pending: number;
}

/** The diner's credit: what can be spent now, and what is pending until orders are paid and referrals confirmed. */
export function CreditSummary({ balance, pending }: CreditSummaryProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.summary}>
      <p className={`${styles.balance} tabular`}>{formatCents(dollarsToCents(balance))}</p>
      {pending > 0 && (
        <p className={styles.pending}>
          <span className={`${styles.pendingAmount} tabular`}>
            {t('account.pendingCredit', { amount: formatCents(dollarsToCents(pending)) })}
          </span>
          <span className={styles.pendingText}>{t('account.pendingCreditText')}</span>
        </p>
      )}
    </div>
  );
}
