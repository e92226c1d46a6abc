import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { rateLimitCounters } from '@/db/schema/index.js';
import type { AttemptRule, AttemptVerdict } from './attempt-limits.js';
import { countOnOrRestart, exemptVerdict, verdictOf } from './attempt-windows.js';

/**
 * Attempts counted inside the statement of the write they guard, where the counters are rows of the same
 * database: calculateOrder counts its client address and diner in the statement that stores the pending order,
 * one round trip instead of two. The write happens only when every count is within its limit; the counts are
 * made either way, as `consumeEach` makes them. They commit with the write (durably), not on their own.
 */
export interface CountsInStatement {
  /** The parameters `countingCtes` names: the keys with their windows' ends and maxima (JSON), the time. */
  params: [keys: string, now: string];
  /** The verdicts in the order the entries were given, from the rows the statement returned from `counted`. */
  verdicts(rows: CountedRow[]): AttemptVerdict[];
}

export interface CountedRow {
  key: string;
  count: number;
  window_ends_at: string | Date;
}

/**
 * Two CTEs for a statement: `counted` counts each key of `keysParam` at `nowParam` (each row locked in key
 * order, as `incrementEach` locks them) and returns its window; `counted_allowed` is one row whose `ok` is
 * false when any key is past its max. Guard each write of the statement with `COUNTS_ALLOWED`. With `onlyIf`
 * (a condition of an earlier CTE), nothing is counted when it is false.
 */
export function countingCtes(keysParam: string, nowParam: string, onlyIf?: string): string {
  const onConflict = countOnOrRestart(sql.raw(`${nowParam}::timestamptz`));
  const counted = new PgDialect().sqlToQuery(sql`
    insert into ${rateLimitCounters} (key, count, window_ends_at)
    select key, 1, window_ends_at
    from jsonb_to_recordset(${sql.raw(keysParam)}::jsonb) as entry(key text, window_ends_at timestamptz)
    ${sql.raw(onlyIf ? `where ${onlyIf}` : '')}
    on conflict (key) do update set count = ${onConflict.count}, window_ends_at = ${onConflict.windowEndsAt}
    returning key, count, window_ends_at`).sql;
  return `counted as (${counted}),
    counted_allowed as (select not exists (
      select 1 from counted join jsonb_to_recordset(${keysParam}::jsonb) as rule(key text, max integer) using (key)
      where counted.count > rule.max) as ok)`;
}

/** A condition true when every count of `countingCtes` is within its limit. */
export const COUNTS_ALLOWED = '(select ok from counted_allowed)';

/** The statement's parameters for these entries at `at`, and how to read its verdicts (null keys: exempt). */
export function planCountsInStatement(
  entries: [key: string | null, rule: AttemptRule][],
  at: Date,
): CountsInStatement {
  const keys = entries
    .flatMap(([key, rule]) =>
      key === null
        ? []
        : [{ key, max: rule.max, window_ends_at: new Date(at.getTime() + rule.windowMs).toISOString() }],
    )
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return {
    params: [JSON.stringify(keys), at.toISOString()],
    verdicts(rows) {
      const byKey = new Map(rows.map((row) => [row.key, row]));
      return entries.map(([key, rule]) => {
        if (key === null) {
          return exemptVerdict;
        }
        const row = byKey.get(key);
        if (!row) {
          throw new Error(`rate limit counter ${key} was not written`);
        }
        const window = { count: Number(row.count), windowEndsAt: new Date(row.window_ends_at) };
        return verdictOf(window, rule.max, at);
      });
    },
  };
}
