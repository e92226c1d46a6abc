import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { Skeleton } from '@/components/ui/skeleton';
import {
  downloadReportCsv,
  useSalesReport,
  type ReportCsv,
  type ReportGroupBy,
  type ReportQuery,
} from '../api/reports-api';
import {
  groupByOptions,
  presetRange,
  RANGE_PRESETS,
  rangeProblem,
  todayIn,
  type RangePreset,
} from '../utils/report-range';
import { BestSellers, OrderTypeTable, SummaryTiles } from './report-tables';
import { SalesChart } from './sales-chart';
import { SalesTaxSection } from './sales-tax-section';
import styles from './reports.module.css';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Sales over a chosen range: tiles, a chart per period, order types, best sellers and the CSV. */
export function SalesReportPage({ storeId }: { storeId: number }) {
  const { t } = useTranslation();
  const [preset, setPreset] = useState<RangePreset>('last7');
  const [groupBy, setGroupBy] = useState<ReportGroupBy>('day');
  const [zone, setZone] = useState<string>(browserZone);
  const [custom, setCustom] = useState(() => presetRange('last7', todayIn(zone)));
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const dates = preset === 'custom' ? custom : presetRange(preset, todayIn(zone));
  const query: ReportQuery = { ...dates, groupBy };
  const problem = rangeProblem(query);
  const report = useSalesReport(
    storeId,
    problem ? { ...presetRange('last7', todayIn(zone)), groupBy } : query,
  );
  const data = report.data;
  if (data && data.timeZone !== zone) {
    setZone(data.timeZone);
  }
  const choosePreset = (next: RangePreset) => {
    if (next === 'custom') {
      setCustom(dates);
    }
    setPreset(next);
  };
  const download = (file: ReportCsv) => {
    setDownloadError(null);
    downloadReportCsv(storeId, query, file).catch((error: unknown) =>
      setDownloadError(t('reports.sales.downloadFailed', { message: (error as Error).message })),
    );
  };
  const isEmpty = data !== undefined && data.totals.orders === 0 && data.totals.refunds === 0;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('reports.sales.title')}</h1>
      <p className={styles.intro}>{t('reports.sales.intro', { zone })}</p>
      <div className={styles.controls}>
        <SegmentedControl
          label={t('reports.sales.range')}
          options={RANGE_PRESETS.map((value) => ({ value, label: t(`reports.sales.presets.${value}`) }))}
          value={preset}
          onChange={choosePreset}
        />
        <SegmentedControl
          label={t('reports.sales.groupBy')}
          options={groupByOptions.map((value) => ({ value, label: t(`reports.sales.groups.${value}`) }))}
          value={groupBy}
          onChange={setGroupBy}
        />
        <div className={styles.downloads}>
          <Button variant="secondary" onClick={() => download('sales')} disabled={problem !== null}>
            {t('reports.sales.download')}
          </Button>
          <Button variant="secondary" onClick={() => download('bestSellers')} disabled={problem !== null}>
            {t('reports.sales.downloadBestSellers')}
          </Button>
        </div>
      </div>
      {preset === 'custom' && (
        <div className={styles.dates}>
          <TextField
            type="date"
            label={t('reports.sales.from')}
            value={custom.from}
            max={custom.to}
            onChange={(event) => setCustom({ ...custom, from: event.currentTarget.value })}
          />
          <TextField
            type="date"
            label={t('reports.sales.to')}
            value={custom.to}
            min={custom.from}
            onChange={(event) => setCustom({ ...custom, to: event.currentTarget.value })}
          />
        </div>
      )}
      {problem && (
        <p role="alert" className={styles.alert}>
          {t(`reports.sales.problems.${problem}`)}
        </p>
      )}
      {downloadError && (
        <p role="alert" className={styles.alert}>
          {downloadError}
        </p>
      )}
      {report.isError && !data ? (
        <div className={styles.section}>
          <p role="alert" className={styles.alert}>
            {report.error.message || t('reports.loadFailed')}
          </p>
          <Button variant="secondary" onClick={() => void report.refetch()}>
            {t('reports.retry')}
          </Button>
        </div>
      ) : !data ? (
        <div aria-busy="true" className={styles.content}>
          <Skeleton height={88} />
          <Skeleton height={240} />
        </div>
      ) : isEmpty ? (
        <p className={`${styles.section} ${styles.empty}`}>{t('reports.sales.empty')}</p>
      ) : (
        <div aria-busy={report.isFetching} className={styles.content}>
          <SummaryTiles totals={data.totals} />
          <SalesChart report={data} />
          <OrderTypeTable report={data} />
          <BestSellers items={data.bestSellers} />
          {!problem && <SalesTaxSection storeId={storeId} query={query} />}
        </div>
      )}
    </div>
  );
}
