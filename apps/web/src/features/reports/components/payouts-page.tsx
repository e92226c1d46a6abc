import { formatCents } from '@orderlane/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { usePayouts, type PayoutWeek, type Payouts } from '../api/reports-api';
import { PayoutStatusBadge } from './payout-status';
import { StatementPanel } from './statement-panel';
import styles from './reports.module.css';

/** Weekly card payouts, Wednesday to Tuesday, newest first, with the fee rule spelled out and each week's statement. */
export function PayoutsPage({ storeId }: { storeId: number }) {
  const { t } = useTranslation();
  const payouts = usePayouts(storeId);
  const [openWeek, setOpenWeek] = useState<PayoutWeek | null>(null);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('reports.payouts.title')}</h1>
      {payouts.data ? (
        <>
          <PayoutsTable payouts={payouts.data} onOpen={setOpenWeek} />
          {openWeek && <StatementPanel storeId={storeId} week={openWeek} onClose={() => setOpenWeek(null)} />}
        </>
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

function PayoutsTable({ payouts, onOpen }: { payouts: Payouts; onOpen: (week: PayoutWeek) => void }) {
  const { t } = useTranslation();
  const labels = [
    t('reports.payouts.cardSales'),
    t('reports.payouts.platformCredit'),
    t('reports.payouts.voids'),
    t('reports.payouts.refunds'),
    t('reports.payouts.cardFees'),
    t('reports.payouts.payout'),
    t('reports.payouts.cashSales'),
  ];
  const figures = (week: Omit<PayoutWeek, 'weekStart' | 'weekEnd' | 'payoutDate' | 'status'>) => [
    formatCents(week.cardSalesCents),
    formatCents(week.platformCreditCents),
    formatCents(week.voidsCents ?? 0),
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
      <Notice tone="info">{t('reports.payouts.noTransfer')}</Notice>
      {payouts.payoutHold && (
        <Notice tone="warning">{t('reports.payouts.hold', { date: payouts.payoutHold.untilDate })}</Notice>
      )}
      <section className={styles.section}>
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${styles.stack} ${styles.compact}`}>
            <thead>
              <tr>
                <th scope="col">{t('reports.payouts.week')}</th>
                {labels.map((label) => (
                  <th key={label} scope="col">
                    {label}
                  </th>
                ))}
                <th scope="col">{t('reports.payouts.status')}</th>
              </tr>
            </thead>
            <tbody>
              {payouts.weeks.map((week) => (
                <tr key={week.weekStart}>
                  <th scope="row" className={styles.weekCell}>
                    {t('reports.payouts.weekRange', { from: week.weekStart, to: week.weekEnd })}
                    <span className={styles.tileNote}>
                      {t('reports.payouts.payoutOn', { date: week.payoutDate })} ·{' '}
                      {t('reports.payouts.charges', { count: week.cardCharges })}
                    </span>
                    <Button
                      variant="text"
                      className={styles.statementLink}
                      aria-label={t('reports.payouts.openLabel', { from: week.weekStart, to: week.weekEnd })}
                      onClick={() => onOpen(week)}
                    >
                      {t('reports.payouts.open')}
                    </Button>
                  </th>
                  {figures(week).map((cell, index) => (
                    <td key={index} data-label={labels[index]}>
                      {cell}
                    </td>
                  ))}
                  <td data-label={t('reports.payouts.status')} className={styles.statusCell}>
                    <PayoutStatusBadge week={week} />
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
