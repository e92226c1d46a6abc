import { formatCents } from '@orderlane/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { usePayouts, type PayoutWeek, type Payouts } from '../api/reports-api';
import styles from './reports.module.css';

/** Weekly card payouts, Wednesday to Tuesday, newest first, with the fee rule spelled out. */
export function PayoutsPage({ storeId }: { storeId: number }) {
  const { t } = useTranslation();
  const payouts = usePayouts(storeId);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('reports.payouts.title')}</h1>
      {payouts.data ? (
        <PayoutsTable payouts={payouts.data} />
      ) : payouts.isError ? (
        <div className={styles.section}>
          <p role="alert" className={styles.alert}>
            {payouts.error.message || t('reports.loadFailed')}
          </p>
          <Button variant="secondary" onClick={() => void payouts.refetch()}>
            {t('reports.retry')}
          </Button>
        </div>
      ) : (
        <div aria-busy="true">
          <Skeleton height={360} />
        </div>
      )}
    </div>
  );
}

function PayoutsTable({ payouts }: { payouts: Payouts }) {
  const { t } = useTranslation();
  const labels = [
    t('reports.payouts.cardSales'),
    t('reports.payouts.platformCredit'),
    t('reports.payouts.refunds'),
    t('reports.payouts.cardFees'),
    t('reports.payouts.payout'),
    t('reports.payouts.cashSales'),
  ];
  const figures = (week: Omit<PayoutWeek, 'weekStart' | 'weekEnd' | 'payoutDate' | 'status'>) => [
    formatCents(week.cardSalesCents),
    formatCents(week.platformCreditCents),
    formatCents(week.refundsCents),
    formatCents(week.cardFeesCents),
    formatCents(week.payoutCents),
    formatCents(week.cashSalesCents),
  ];
  return (
    <>
      <p className={styles.intro}>
        {t('reports.payouts.rule', {
          zone: payouts.timeZone,
          percent: payouts.fee.ratePercent,
          fixed: formatCents(payouts.fee.fixedCents),
        })}
      </p>
      {payouts.payoutHold && (
        <Notice tone="warning">{t('reports.payouts.hold', { date: payouts.payoutHold.untilDate })}</Notice>
      )}
      <section className={styles.section}>
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${styles.stack}`}>
            <thead>
              <tr>
                <th scope="col">{t('reports.payouts.week')}</th>
                <th scope="col">{t('reports.payouts.cardSales')}</th>
                <th scope="col">{t('reports.payouts.platformCredit')}</th>
                <th scope="col">{t('reports.payouts.refunds')}</th>
                <th scope="col">{t('reports.payouts.cardFees')}</th>
                <th scope="col">{t('reports.payouts.payout')}</th>
                <th scope="col">{t('reports.payouts.cashSales')}</th>
                <th scope="col">{t('reports.payouts.status')}</th>
              </tr>
            </thead>
            <tbody>
              {payouts.weeks.map((week) => (
                <tr key={week.weekStart}>
                  <th scope="row">
                    {t('reports.payouts.weekRange', { from: week.weekStart, to: week.weekEnd })}
                    <br />
                    <span className={styles.tileNote}>
                      {t('reports.payouts.payoutOn', { date: week.payoutDate })} ·{' '}
                      {t('reports.payouts.charges', { count: week.cardCharges })}
                    </span>
                  </th>
                  {figures(week).map((cell, index) => (
                    <td key={index} data-label={labels[index]}>
                      {cell}
                    </td>
                  ))}
                  <td data-label={t('reports.payouts.status')}>
                    <span
                      className={`${styles.status} ${week.status === 'PAID' ? styles.paid : styles.pending}`}
                    >
                      {t(`reports.payouts.statuses.${week.status}`)}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <td>{t('reports.payouts.total', { count: payouts.weeks.length })}</td>
                {figures(payouts.totals).map((cell, index) => (
                  <td key={index} data-label={labels[index]}>
                    {cell}
                  </td>
                ))}
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
      </section>
      <p className={styles.muted}>{t('reports.payouts.platformNote')}</p>
      <p className={styles.muted}>{t('reports.payouts.cashNote')}</p>
    </>
  );
}
