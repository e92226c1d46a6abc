import { formatCents } from '@orderlane/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import {
  downloadSalesTax,
  REPORT_ORDER_TYPES,
  useSalesTax,
  type DownloadType,
  type ReportQuery,
  type SalesTaxFigures,
} from '../api/reports-api';
import styles from './reports.module.css';

/** Sales tax per period and order type for the report's range, with its CSV and PDF. */
export function SalesTaxSection({ storeId, query }: { storeId: number; query: ReportQuery }) {
  const { t } = useTranslation();
  const report = useSalesTax(storeId, query);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const download = (type: DownloadType) => {
    setDownloadError(null);
    downloadSalesTax(storeId, query, type).catch((error: unknown) =>
      setDownloadError(t('reports.sales.downloadFailed', { message: (error as Error).message })),
    );
  };
  const labels = [
    t('reports.salesTax.orders'),
    t('reports.salesTax.taxableSales'),
    t('reports.salesTax.taxCollected'),
    t('reports.salesTax.refundedTax'),
    t('reports.salesTax.netTaxableSales'),
    t('reports.salesTax.netTax'),
  ];
  const cells = (figures: SalesTaxFigures) => [
    String(figures.orders),
    formatCents(figures.taxableSalesCents),
    formatCents(figures.taxCents),
    formatCents(figures.refundedTaxCents),
    formatCents(figures.netTaxableSalesCents),
    formatCents(figures.netTaxCents),
  ];
  const data = report.data;
  const row = (label: string, figures: SalesTaxFigures, key: string, sub = false) => (
    <tr key={key}>
      <th scope="row" className={sub ? styles.subRow : undefined}>
        {label}
      </th>
      {cells(figures).map((cell, index) => (
        <td key={index} data-label={labels[index]}>
          {cell}
        </td>
      ))}
    </tr>
  );
  const typeName = (type: string) => t(`reports.orderTypes.${type}`);
  return (
    <section className={styles.section} aria-labelledby="reports-sales-tax">
      <h2 id="reports-sales-tax" className={styles.sectionTitle}>
        {t('reports.salesTax.title')}
      </h2>
      <p className={styles.muted}>{t('reports.salesTax.intro', { zone: data?.timeZone ?? '' })}</p>
      <div className={styles.downloads}>
        <Button variant="secondary" onClick={() => download('csv')}>
          {t('reports.salesTax.downloadCsv')}
        </Button>
        <Button variant="secondary" onClick={() => download('pdf')}>
          {t('reports.salesTax.downloadPdf')}
        </Button>
      </div>
      {downloadError && (
        <p role="alert" className={styles.alert}>
          {downloadError}
        </p>
      )}
      {!data ? (
        report.isError ? (
          <p role="alert" className={styles.alert}>
            {report.error.message || t('reports.loadFailed')}
          </p>
        ) : (
          <Skeleton height={160} />
        )
      ) : data.totals.orders === 0 && data.totals.refunds === 0 ? (
        <p className={styles.empty}>{t('reports.salesTax.empty')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${styles.stack}`} aria-labelledby="reports-sales-tax">
            <thead>
              <tr>
                <th scope="col">{t('reports.salesTax.period')}</th>
                {labels.map((label) => (
                  <th key={label} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.periods
                .filter((period) => period.orders > 0 || period.refunds > 0)
                .flatMap((period) => [
                  row(
                    data.groupBy === 'week'
                      ? t('reports.sales.weekOf', { date: period.period })
                      : period.period,
                    period,
                    period.period,
                  ),
                  ...REPORT_ORDER_TYPES.filter(
                    (type) => period.byOrderType[type].orders > 0 || period.byOrderType[type].refunds > 0,
                  ).map((type) =>
                    row(typeName(type), period.byOrderType[type], `${period.period}-${type}`, true),
                  ),
                ])}
            </tbody>
            <tfoot>{row(t('reports.sales.total'), data.totals, 'total')}</tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
