import { describe, expect, it } from 'vitest';
import type { LoadFigures } from './load-runner.js';
import { compareFigures, isBenchResult, pickPreviousResult, type BenchResult } from './previous-result.js';

const figures = (reqPerSec: number, p99Ms: number): LoadFigures => ({
  requests: reqPerSec * 10,
  seconds: 10,
  reqPerSec,
  p50Ms: p99Ms / 4,
  p95Ms: p99Ms / 2,
  p99Ms,
  statuses: { '200': reqPerSec * 10 },
  errors: 0,
});

const benchResult = (database: string, measuredAt: string, menuRate = 5000): BenchResult => ({
  measuredAt,
  database,
  figures: { ceiling: figures(10_000, 10), getStoreMenu: figures(menuRate, 20) },
});

describe('isBenchResult', () => {
  it('tells a bench result from the load harness result of the same database', () => {
    expect(isBenchResult(benchResult('pglite', '2026-11-22T01:26:29.350Z'))).toBe(true);
    expect(
      isBenchResult({ measuredAt: '2026-11-22T00:47:41Z', database: 'pglite', figures: { checkouts: 1000 } }),
    ).toBe(false);
    expect(isBenchResult(null)).toBe(false);
  });
});

describe('pickPreviousResult', () => {
  const stored = [
    { file: 'bench/results/2026-11-22-pglite.json', data: benchResult('pglite', '2026-11-22T01:26:29Z', 1) },
    {
      file: 'bench/results/2026-11-24-postgres-after.json',
      data: benchResult('postgres', '2026-11-24T06:00:21Z'),
    },
    {
      file: 'bench/results/2026-11-24-pglite-b.json',
      data: benchResult('pglite', '2026-11-24T05:00:00Z', 2),
    },
    {
      file: 'bench/results/2026-11-24-pglite-a.json',
      data: benchResult('pglite', '2026-11-24T04:00:00Z', 3),
    },
    {
      file: 'bench/results/2026-11-24-load-pglite.json',
      data: { measuredAt: '2026-11-24T05:53:19Z', database: 'pglite', figures: {} },
    },
  ];

  it('takes the latest bench result of the same database, by its measuring time', () => {
    expect(pickPreviousResult(stored, 'pglite', '2026-11-24T09:00:00Z')?.file).toBe(
      'bench/results/2026-11-24-pglite-b.json',
    );
    expect(pickPreviousResult(stored, 'postgres', '2026-11-24T09:00:00Z')?.file).toBe(
      'bench/results/2026-11-24-postgres-after.json',
    );
  });

  it('skips results measured after the run that compares', () => {
    expect(pickPreviousResult(stored, 'pglite', '2026-11-24T04:30:00Z')?.file).toBe(
      'bench/results/2026-11-24-pglite-a.json',
    );
  });

  it('finds nothing for a database never measured', () => {
    expect(pickPreviousResult(stored, 'mysql', '2026-11-24T09:00:00Z')).toBeNull();
  });
});

describe('compareFigures', () => {
  it('gives now ÷ before for req/s and p99 of each call measured both times, with both load averages', () => {
    const previous: BenchResult = {
      ...benchResult('pglite', '2026-11-22T01:26:29Z'),
      loadAverages: { ceiling: 4.2 },
    };
    const now = {
      ceiling: figures(12_000, 12),
      getStoreMenu: figures(2500, 50),
      checkoutRush: figures(150, 900),
    };
    expect(compareFigures(now, { ceiling: 3.1, getStoreMenu: 3.3 }, previous)).toEqual([
      {
        call: 'ceiling',
        reqPerSec: 12_000,
        previousReqPerSec: 10_000,
        reqPerSecRatio: 1.2,
        p99Ms: 12,
        previousP99Ms: 10,
        p99Ratio: 1.2,
        loadAverage1m: 3.1,
        previousLoadAverage1m: 4.2,
      },
      {
        call: 'getStoreMenu',
        reqPerSec: 2500,
        previousReqPerSec: 5000,
        reqPerSecRatio: 0.5,
        p99Ms: 50,
        previousP99Ms: 20,
        p99Ratio: 2.5,
        loadAverage1m: 3.3,
        previousLoadAverage1m: null,
      },
    ]);
  });

  it('leaves the ratio empty when the earlier figure is zero', () => {
    const previous = benchResult('pglite', '2026-11-22T01:26:29Z', 0);
    const [, menu] = compareFigures({ ceiling: figures(1, 1), getStoreMenu: figures(10, 5) }, {}, previous);
    expect(menu?.reqPerSecRatio).toBeNull();
    expect(menu?.p99Ratio).toBe(0.25);
  });
});
