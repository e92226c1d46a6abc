import {
  RUSH_MENU_ROW,
  RUSH_ORDERS_ROW,
  RUSH_TARGETS,
  meetsRushMenu,
  meetsRushOrders,
  placedPerSec,
} from './checkout-rush.js';
import type { LoadFigures } from './load-runner.js';
import { formatTable } from './results.js';
import type { DatabaseKind } from './server-process.js';

/** One of issue 18's targets for one call of the bench, on the databases it is set for. */
interface CallTarget {
  /** The result row it reads. */
  row: string;
  databases: DatabaseKind[];
  /** The target in words, as the report prints it. */
  target: string;
  /** The scenario a profile of a miss runs (the rush's cost is its orders'). */
  profile: string;
  /** What was measured, in the target's terms, and whether it holds. */
  judge(figures: Record<string, LoadFigures>): { measured: string; isMet: boolean };
}

const BOTH: DatabaseKind[] = ['pglite', 'postgres'];

const shareOfCeiling = (row: LoadFigures, ceiling: LoadFigures) =>
  (100 * row.reqPerSec) / Math.max(ceiling.reqPerSec, 1);

/** A storefront read: at least `minShare` per cent of the bare ceiling's req/s, p99 at most `maxP99Ms`. */
function readTarget(row: string, minShare: number, maxP99Ms: number): CallTarget {
  return {
    row,
    databases: BOTH,
    target: `>= ${minShare}% of ceiling, p99 <= ${maxP99Ms} ms`,
    profile: row,
    judge: (figures) => {
      const share = shareOfCeiling(figures[row]!, figures.ceiling!);
      const { p99Ms } = figures[row]!;
      return {
        measured: `${share.toFixed(1)}%, p99 ${p99Ms} ms`,
        isMet: share >= minShare && p99Ms <= maxP99Ms,
      };
    },
  };
}

/** Answers of 200 per second (a refused order is not a placed one) and the p95, against their targets. */
function rateTarget(
  row: string,
  databases: DatabaseKind[],
  unit: 'req/s' | 'orders/s',
  minPerSec: number,
  maxP95Ms: number | null,
  profile = row,
): CallTarget {
  return {
    row,
    databases,
    target: `>= ${minPerSec} ${unit}${maxP95Ms === null ? '' : `, p95 <= ${maxP95Ms} ms`}`,
    profile,
    judge: (figures) => {
      const rate = placedPerSec(figures[row]!);
      const { p95Ms } = figures[row]!;
      return {
        measured: `${rate} ${unit}${maxP95Ms === null ? '' : `, p95 ${p95Ms} ms`}`,
        isMet: rate >= minPerSec && (maxP95Ms === null || p95Ms <= maxP95Ms),
      };
    },
  };
}

/** Issue 18's targets per call (docs/PERFORMANCE.md §1, "Against the targets"). */
export const CALL_TARGETS: CallTarget[] = [
  readTarget('getStoreMenu', 80, 15),
  ...['locateRestaurants', 'searchRestaurants', 'getAvailableHours', 'getDealItems', 'itemAvailability'].map(
    (row) => readTarget(row, 40, 25),
  ),
  rateTarget('calculateOrder', ['postgres'], 'req/s', 1000, 40),
  rateTarget('sendOrderV2', ['postgres'], 'orders/s', 300, 120),
  rateTarget('sendOrderV2', ['pglite'], 'orders/s', RUSH_TARGETS.placedOrdersPerSec, null),
  {
    row: RUSH_ORDERS_ROW,
    databases: ['pglite'],
    target: `>= ${RUSH_TARGETS.placedOrdersPerSec} orders/s`,
    profile: 'sendOrderV2',
    judge: (figures) => {
      const placed = placedPerSec(figures[RUSH_ORDERS_ROW]!);
      return { measured: `${placed} orders/s`, isMet: meetsRushOrders(placed) };
    },
  },
  {
    row: RUSH_MENU_ROW,
    databases: ['pglite'],
    target: `p99 <= ${RUSH_TARGETS.menuP99Ms} ms`,
    profile: 'sendOrderV2',
    judge: (figures) => {
      const { p99Ms } = figures[RUSH_MENU_ROW]!;
      return { measured: `p99 ${p99Ms} ms`, isMet: meetsRushMenu(p99Ms) };
    },
  },
];

export interface TargetVerdict {
  row: string;
  target: string;
  measured: string;
  isMet: boolean;
  profile: string;
}

/** The verdict on each target of `db` whose call this run measured (with the ceiling beside it). */
export function judgeTargets(db: DatabaseKind, figures: Record<string, LoadFigures>): TargetVerdict[] {
  if (!figures.ceiling) {
    return [];
  }
  return CALL_TARGETS.filter((target) => target.databases.includes(db) && figures[target.row]).map(
    (target) => ({
      row: target.row,
      target: target.target,
      profile: target.profile,
      ...target.judge(figures),
    }),
  );
}

/** The scenarios to profile for `--profile=missed`: each missed target's, once. */
export function scenariosToProfile(verdicts: TargetVerdict[]): string[] {
  return [...new Set(verdicts.filter((verdict) => !verdict.isMet).map((verdict) => verdict.profile))];
}

/** One line per target: the call, the target, what was measured, met or missed. */
export function formatTargets(verdicts: TargetVerdict[]): string {
  return formatTable(
    ['call', 'target', 'measured', 'verdict'],
    verdicts.map((verdict) => [
      verdict.row,
      verdict.target,
      verdict.measured,
      verdict.isMet ? 'met' : 'MISSED',
    ]),
  );
}
