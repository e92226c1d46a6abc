import { formatCents, localizedName } from '@orderlane/domain';
import { useTranslation } from 'react-i18next';
import { useDisplayLocale } from '@/i18n/use-display-locale';
import { REPORT_ORDER_TYPES, type ReportFigures, type SalesReport } from '../api/reports-api';
import styles from './reports.module.css';

/** The range's six headline figures. */
export function SummaryTiles({ totals }: { totals: ReportFigures }) {
  const { t } = useTranslation();
  const tiles: [string, string, string?][] = [
    [t('reports.sales.tiles.sales'), formatCents(totals.salesCents)],
    [t('reports.sales.tiles.orders'), String(totals.orders)],
    [t('reports.sales.tiles.averageTicket'), formatCents(totals.averageTicketCents)],
    [t('reports.sales.tiles.tips'), formatCents(totals.tipsCents)],
    [t('reports.sales.tiles.discounts'), formatCents(totals.discountsCents)],
    [
      t('reports.sales.tiles.refunds'),
      formatCents(totals.refundsCents),
      t('reports.sales.tiles.refundCount', { count: totals.refunds }),
    ],
  ];
  return (
    <dl className={styles.tiles}>
      {tiles.map(([label, value, note]) => (
        <div key={label} className={styles.tile}>
          <dt>{label}</dt>
          <dd>
            {value}
            {note && <span className={styles.tileNote}>{note}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Sales, orders, average ticket, tips, discounts and refunds per order type, with the range's total. */
export function OrderTypeTable({ report }: { report: SalesReport }) {
  const { t } = useTranslation();
  const cells = (figures: ReportFigures) => [
    String(figures.orders),
    formatCents(figures.salesCents),
    formatCents(figures.averageTicketCents),
    formatCents(figures.tipsCents),
    formatCents(figures.discountsCents),
    formatCents(figures.refundsCents),
  ];
  const labels = [
    t('reports.sales.tiles.orders'),
    t('reports.sales.tiles.sales'),
    t('reports.sales.tiles.averageTicket'),
    t('reports.sales.tiles.tips'),
    t('reports.sales.tiles.discounts'),
    t('reports.sales.tiles.refunds'),
  ];
  const types = REPORT_ORDER_TYPES.filter(
    (type) => report.byOrderType[type].orders > 0 || report.byOrderType[type].refunds > 0,
  );
  return (
    <section className={styles.section} aria-labelledby="reports-by-type">
      <h2 id="reports-by-type" className={styles.sectionTitle}>
        {t('reports.sales.byOrderType')}
      </h2>
      <div className={styles.tableWrap}>
        <table className={`${styles.table} ${styles.stack}`} aria-labelledby="reports-by-type">
          <thead>
            <tr>
              <th scope="col">{t('reports.sales.orderType')}</th>
              <th scope="col">{t('reports.sales.tiles.orders')}</th>
              <th scope="col">{t('reports.sales.tiles.sales')}</th>
              <th scope="col">{t('reports.sales.tiles.averageTicket')}</th>
              <th scope="col">{t('reports.sales.tiles.tips')}</th>
              <th scope="col">{t('reports.sales.tiles.discounts')}</th>
              <th scope="col">{t('reports.sales.tiles.refunds')}</th>
            </tr>
          </thead>
          <tbody>
            {types.map((type) => (
              <tr key={type}>
                <th scope="row">{t(`reports.orderTypes.${type}`)}</th>
                {cells(report.byOrderType[type]).map((cell, index) => (
                  <td key={index} data-label={labels[index]}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td>{t('reports.sales.total')}</td>
              {cells(report.totals).map((cell, index) => (
                <td key={index} data-label={labels[index]}>
                  {cell}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

/** The items sold most in the range, by quantity. */
export function BestSellers({ items }: { items: SalesReport['bestSellers'] }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  return (
    <section className={styles.section} aria-labelledby="reports-best-sellers">
      <h2 id="reports-best-sellers" className={styles.sectionTitle}>
        {t('reports.sales.bestSellers')}
      </h2>
      {items.length === 0 ? (
        <p className={styles.muted}>{t('reports.sales.noBestSellers')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-labelledby="reports-best-sellers">
            <thead>
              <tr>
                <th scope="col">{t('reports.sales.item')}</th>
                <th scope="col">{t('reports.sales.quantity')}</th>
                <th scope="col">{t('reports.sales.tiles.sales')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={`${item.name}|${item.cnName ?? ''}`}>
                  <th scope="row">{localizedName(item, locale)}</th>
                  <td>{item.quantity}</td>
                  <td>{formatCents(item.salesCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
