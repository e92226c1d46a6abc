import { describe, expect, it } from 'vitest';
import { formatTargets, judgeTargets, scenariosToProfile } from './call-targets.js';
import type { LoadFigures } from './load-runner.js';

const figures = (reqPerSec: number, p95Ms: number, p99Ms: number, refused = 0): LoadFigures => ({
  requests: reqPerSec * 10,
  seconds: 10,
  reqPerSec,
  p50Ms: p95Ms / 2,
  p95Ms,
  p99Ms,
  statuses: refused > 0 ? { '200': reqPerSec * 10 - refused, '429': refused } : { '200': reqPerSec * 10 },
  errors: 0,
});

const verdictOf = (verdicts: ReturnType<typeof judgeTargets>, row: string) =>
  verdicts.find((verdict) => verdict.row === row);

describe('judgeTargets', () => {
  it("reads the menu against 80% of the ceiling's req/s and a p99 of 15 ms", () => {
    const met = judgeTargets('postgres', {
      ceiling: figures(8409, 6.6, 11.6),
      getStoreMenu: figures(7395, 10.5, 13.5),
    });
    expect(verdictOf(met, 'getStoreMenu')).toMatchObject({ measured: '87.9%, p99 13.5 ms', isMet: true });
    const slow = judgeTargets('pglite', {
      ceiling: figures(8060, 7.8, 12.3),
      getStoreMenu: figures(6982, 12.1, 16),
    });
    expect(verdictOf(slow, 'getStoreMenu')?.isMet).toBe(false);
    const thin = judgeTargets('pglite', {
      ceiling: figures(10000, 5, 9),
      getStoreMenu: figures(7000, 8, 12),
    });
    expect(verdictOf(thin, 'getStoreMenu')?.isMet).toBe(false);
  });

  it('judges pricing and placing on the databases their targets are set for', () => {
    const run = {
      ceiling: figures(8000, 7, 12),
      calculateOrder: figures(1100, 38, 45),
      sendOrderV2: figures(320, 130, 150),
    };
    const onPostgres = judgeTargets('postgres', run);
    expect(verdictOf(onPostgres, 'calculateOrder')).toMatchObject({
      target: '>= 1000 req/s, p95 <= 40 ms',
      isMet: true,
    });
    expect(verdictOf(onPostgres, 'sendOrderV2')).toMatchObject({
      measured: '320 orders/s, p95 130 ms',
      isMet: false,
    });
    const onPglite = judgeTargets('pglite', run);
    expect(verdictOf(onPglite, 'calculateOrder')).toBeUndefined();
    expect(verdictOf(onPglite, 'sendOrderV2')).toMatchObject({ target: '>= 150 orders/s', isMet: true });
  });

  it('counts only answered orders: refused ones are not placed', () => {
    const verdicts = judgeTargets('postgres', {
      ceiling: figures(8000, 7, 12),
      sendOrderV2: figures(310, 100, 110, 200),
    });
    expect(verdictOf(verdicts, 'sendOrderV2')).toMatchObject({
      measured: '290 orders/s, p95 100 ms',
      isMet: false,
    });
  });

  it('judges only the calls this run measured, and nothing without the ceiling', () => {
    const verdicts = judgeTargets('pglite', {
      ceiling: figures(8000, 7, 12),
      getDealItems: figures(9000, 6, 8),
    });
    expect(verdicts.map((verdict) => verdict.row)).toEqual(['getDealItems']);
    expect(judgeTargets('pglite', { getDealItems: figures(9000, 6, 8) })).toEqual([]);
  });
});

describe('scenariosToProfile', () => {
  it("profiles each missed call once, the rush through its orders' scenario", () => {
    const verdicts = judgeTargets('pglite', {
      ceiling: figures(8060, 7.8, 12.3),
      getStoreMenu: figures(6982, 12.1, 16),
      locateRestaurants: figures(7843, 7.4, 9.4),
      sendOrderV2: figures(140, 300, 320),
      'checkoutRush.sendOrderV2': figures(114, 474, 481),
      'checkoutRush.getStoreMenu': figures(3715, 16.8, 18.5),
    });
    expect(scenariosToProfile(verdicts)).toEqual(['getStoreMenu', 'sendOrderV2']);
    expect(formatTargets(verdicts)).toMatch(
      /locateRestaurants\s+>= 40% of ceiling, p99 <= 25 ms\s+97\.3%, p99 9\.4 ms\s+met/,
    );
  });
});
