import { formatCents } from '@orderlane/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ReportGroupBy, SalesReport } from '../api/reports-api';
import styles from './reports.module.css';

const HEIGHT = 240;
const DAY_SECONDS = 86_400;

const cssColor = (element: HTMLElement, name: string, fallback: string) =>
  getComputedStyle(element).getPropertyValue(name).trim() || fallback;

/** Sales per period as bars (uPlot, loaded with this page only); the figure's label says it in words. */
export function SalesChart({ report }: { report: SalesReport }) {
  const { t, i18n } = useTranslation();
  const holder = useRef<HTMLDivElement>(null);
  const { periods, groupBy } = report;
  const locale = i18n.resolvedLanguage === 'zh-CN' ? 'zh-CN' : 'en-US';

  useEffect(() => {
    const element = holder.current;
    if (!element) {
      return undefined;
    }
    const step = (groupBy === 'week' ? 7 : 1) * DAY_SECONDS;
    const xs = periods.map((period) => Date.parse(`${period.period}T00:00:00Z`) / 1000);
    const ys = periods.map((period) => period.salesCents / 100);
    const brand = cssColor(element, '--color-brand', '#c2410c');
    const muted = cssColor(element, '--color-text-muted', '#6b7280');
    const grid = cssColor(element, '--color-border', '#e5e7eb');
    const dayLabel = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    const money = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      maximumFractionDigits: 1,
    });
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 200),
      height: HEIGHT,
      legend: { show: false },
      cursor: { show: false },
      scales: {
        x: { time: true, range: (_plot, min, max) => [min - step / 2, max + step / 2] },
        y: { range: (_plot, _min, max) => [0, max > 0 ? max * 1.1 : 10] },
      },
      series: [
        {},
        {
          label: t('reports.sales.tiles.sales'),
          fill: brand,
          stroke: brand,
          points: { show: false },
          paths: uPlot.paths.bars?.({ size: [0.7, 48] }),
        },
      ],
      axes: [
        {
          stroke: muted,
          grid: { show: false },
          // Ticks only on whole periods (never between two days), spaced for the width.
          incrs: [1, 2, 4, 7, 14, 28, 56].map((count) => count * step),
          space: 56,
          values: (_plot, splits) => splits.map((split) => dayLabel.format(new Date(split * 1000))),
        },
        {
          stroke: muted,
          grid: { stroke: grid, width: 1 },
          size: 56,
          values: (_plot, splits) => splits.map((split) => money.format(split)),
        },
      ],
    };
    const chart = new uPlot(options, [xs, ys], element);
    const observer = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(element.clientWidth, 200), height: HEIGHT }),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [periods, groupBy, locale, t]);

  const best = periods.reduce(
    (top, period) => (period.salesCents > top.salesCents ? period : top),
    periods[0]!,
  );
  return (
    <figure className={styles.section}>
      <figcaption className={styles.sectionTitle}>
        {t('reports.sales.chartTitle', {
          unit: t(`reports.sales.chartUnit.${groupBy satisfies ReportGroupBy}`),
        })}
      </figcaption>
      <div
        ref={holder}
        className={styles.chart}
        role="img"
        aria-label={t('reports.sales.chartLabel', {
          from: report.from,
          to: report.to,
          best: formatCents(best.salesCents),
          period: best.period,
        })}
      />
    </figure>
  );
}
