import { describe, expect, it } from 'vitest';
import { describeRushTargets, placedPerSec, type RushFigures } from './checkout-rush.js';
import type { LoadFigures } from './load-runner.js';

const figures = (answered: number, seconds: number, p99Ms: number, refused = 0): LoadFigures => ({
  requests: answered + refused,
  seconds,
  reqPerSec: Math.round((answered + refused) / seconds),
  p50Ms: p99Ms / 4,
  p95Ms: p99Ms / 2,
  p99Ms,
  statuses: refused > 0 ? { '200': answered, '409': refused } : { '200': answered },
  errors: 0,
});

describe('placedPerSec', () => {
  it('counts answered orders only: a refused order is not a placed one', () => {
    expect(placedPerSec(figures(900, 6, 400, 300))).toBe(150);
  });
});

describe('describeRushTargets', () => {
  const rush = (placed: number, menuP99Ms: number): RushFigures => ({
    orders: figures(placed * 10, 10, 600),
    menu: figures(40_000, 10, menuP99Ms),
  });

  it("reads a PGlite rush against PGlite's targets", () => {
    const line = describeRushTargets(rush(160, 21), 'pglite');
    expect(line).toContain('PGlite targets >= 150 orders/s met');
    expect(line).toContain('menu p99 <= 25 ms met');
    expect(describeRushTargets(rush(114, 26), 'pglite')).toContain(
      '150 orders/s missed, menu p99 <= 25 ms missed',
    );
  });

  it('says that a PostgreSQL rush is only compared with those targets', () => {
    const line = describeRushTargets(rush(77, 20.4), 'postgres');
    expect(line).toContain("PGlite's targets (for comparison) >= 150 orders/s missed");
    expect(line).not.toContain('PGlite targets >=');
  });
});
