import { sql, type SQL } from 'drizzle-orm';
import { rateLimitCounters } from '@/db/schema/index.js';
import type { AttemptVerdict, AttemptWindow } from './attempt-limits.js';

/** A counted key already there: an ended window starts again at 1 with the new end, a live one counts on. */
export function countOnOrRestart(now: SQL) {
  const isExpired = sql`${rateLimitCounters.windowEndsAt} <= ${now}`;
  return {
    count: sql`CASE WHEN ${isExpired} THEN 1 ELSE ${rateLimitCounters.count} + 1 END`,
    windowEndsAt: sql`CASE WHEN ${isExpired} THEN excluded.window_ends_at ELSE ${rateLimitCounters.windowEndsAt} END`,
  };
}

/** Whole seconds from `from` until `end`, at least one. */
export const secondsUntil = (end: Date, from: Date) =>
  Math.max(1, Math.ceil((end.getTime() - from.getTime()) / 1000));

/** Allowed while the window holds at most `max`; else when the caller may try again. */
export function verdictOf(window: AttemptWindow, max: number, at: Date): AttemptVerdict {
  const allowed = window.count <= max;
  return {
    allowed,
    retryAfterSeconds: allowed ? 0 : secondsUntil(window.windowEndsAt, at),
    attempts: window.count,
  };
}

/** The verdict of a key that is not counted: an exempt client address. */
export const exemptVerdict: AttemptVerdict = { allowed: true, retryAfterSeconds: 0, attempts: 0 };
