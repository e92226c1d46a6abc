import { formatCents } from '@orderlane/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import {
  downloadStatement,
  useStatement,
  type DownloadType,
  type PayoutWeek,
  type Statement,
} from '../api/reports-api';
import { PayoutStatusBadge } from './payout-status';
import styles from './reports.module.css';

/** One week's statement: every charge, void, refund, fee and platform-paid credit, then the totals; CSV and PDF. */
export function StatementPanel({
  storeId,
  week,
  onClose,
}: {
  storeId: number;
  week: PayoutWeek;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const statement = useStatement(storeId, week.weekStart);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, [week.weekStart]);
  const download = (type: DownloadType) => {
    setDownloadError(null);
    downloadStatement(storeId, week, type).catch((error: unknown) =>
      setDownloadError(t('reports.payouts.statement.downloadFailed', { message: (error as Error).message })),
    );
  };
  return (
    <section className={styles.section} aria-labelledby="statement-title">
      <div className={styles.statementHead}>
        <h2 id="statement-title" ref={heading} tabIndex={-1} className={styles.sectionTitle}>
          {t('reports.payouts.statement.title', { from: week.weekStart, to: week.weekEnd })}
        </h2>
        <PayoutStatusBadge week={statement.data?.week ?? week} />
      </div>
      <div className={styles.downloads}>
        <Button variant="secondary" onClick={() => download('csv')}>
          {t('reports.payouts.statement.downloadCsv')}
        </Button>
        <Button variant="secondary" onClick={() => download('pdf')}>
          {t('reports.payouts.statement.downloadPdf')}
        </Button>
        <Button variant="text" onClick={onClose}>
          {t('reports.payouts.statement.close')}
        </Button>
      </div>
      {downloadError && (
        <p role="alert" className={styles.alert}>
          {downloadError}
        </p>
      )}
      {statement.data ? (
        <StatementTables statement={statement.data} />
      ) : statement.isError ? (
        <p role="alert" className={styles.alert}>
          {statement.error.message || t('reports.loadFailed')}
        </p>
      ) : (
        <div aria-busy="true">
          <Skeleton height={200} />
        </div>
      )}
    </section>
  );
}

function StatementTables({ statement }: { statement: Statement }) {
  const { t } = useTranslation();
  const { totals } = statement;
  const totalRows: [string, number, boolean?][] = [
    ['charges', totals.chargesCents],
    ['voids', -totals.voidsCents],
    ['refunds', -totals.refundsCents],
    ['cardFees', -totals.cardFeesCents],
    ['rewardCredit', totals.rewardCreditCents],
    ['promo', totals.promoCents],
    ['payout', totals.payoutCents, true],
    ['inStore', totals.inStoreCents],
  ];
  const columns = {
    time: t('reports.payouts.statement.time'),
    order: t('reports.payouts.statement.order'),
    type: t('reports.payouts.statement.orderType'),
    transaction: t('reports.payouts.statement.transaction'),
    amount: t('reports.payouts.statement.amount'),
  };
  return (
    <>
      {statement.transactions.length === 0 ? (
        <p className={styles.empty}>{t('reports.payouts.statement.empty')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${styles.stack}`}>
            <caption className={styles.caption}>{t('reports.payouts.statement.transactions')}</caption>
            <thead>
              <tr>
                <th scope="col">{columns.time}</th>
                <th scope="col">{columns.order}</th>
                <th scope="col">{columns.type}</th>
                <th scope="col" className={styles.textCell}>
                  {columns.transaction}
                </th>
                <th scope="col">{columns.amount}</th>
              </tr>
            </thead>
            <tbody>
              {statement.transactions.map((row, index) => (
                <tr key={`${row.orderId}-${row.kind}-${index}`}>
                  <td>{row.localTime.slice(0, 16)}</td>
                  <td data-label={columns.order}>{row.number}</td>
                  <td data-label={columns.type}>
                    {t(`reports.orderTypes.${row.orderType}`, { defaultValue: row.orderType })}
                  </td>
                  <td data-label={columns.transaction} className={styles.textCell}>
                    {t(`reports.payouts.statement.kinds.${row.kind}`)}
                    {!row.inPayout && (
                      <span className={styles.tileNote}>{t('reports.payouts.statement.notPaidOut')}</span>
                    )}
                  </td>
                  <td
                    data-label={columns.amount}
                    className={row.amountCents < 0 ? styles.negative : undefined}
                  >
                    {formatCents(row.amountCents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <table className={`${styles.table} ${styles.totalsTable}`}>
        <caption className={styles.caption}>{t('reports.payouts.statement.totals')}</caption>
        <tbody>
          {totalRows.map(([key, cents, strong]) => (
            <tr key={key} className={strong ? styles.strongRow : undefined}>
              <th scope="row">{t(`reports.payouts.statement.totalRows.${key}`)}</th>
              <td>{formatCents(cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
