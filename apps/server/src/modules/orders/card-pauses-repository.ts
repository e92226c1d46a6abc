import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.js';
import { preparedPerDb } from '@/db/prepared-per-db.js';
import { storeCardPauses } from '@/db/schema/index.js';

// Read on every card payment: built and planned once.
const activePauseStatement = preparedPerDb((db) =>
  db
    .select({ pausedUntil: storeCardPauses.pausedUntil })
    .from(storeCardPauses)
    .where(
      and(
        eq(storeCardPauses.storeId, sql.placeholder('storeId')),
        gt(storeCardPauses.pausedUntil, sql`${sql.placeholder('now')}::timestamptz`),
      ),
    )
    .prepare('store_card_pause_active'),
);

/** The end of the store's running card pause, or null when card payments are taken there. */
export async function findActiveCardPause(db: Executor, storeId: number, now: Date): Promise<Date | null> {
  const [row] = await activePauseStatement(db).execute({ storeId, now: now.toISOString() });
  return row ? new Date(row.pausedUntil) : null;
}

/** Starts a pause unless one is running (then nothing changes); true when this call started it. */
export async function startCardPause(
  db: Executor,
  pause: { storeId: number; pausedAt: Date; pausedUntil: Date; declines: number },
): Promise<boolean> {
  const started = await db
    .insert(storeCardPauses)
    .values(pause)
    .onConflictDoUpdate({
      target: storeCardPauses.storeId,
      set: {
        pausedAt: sql`excluded.paused_at`,
        pausedUntil: sql`excluded.paused_until`,
        declines: sql`excluded.declines`,
      },
      setWhere: sql`${storeCardPauses.pausedUntil} <= excluded.paused_at`,
    })
    .returning({ storeId: storeCardPauses.storeId });
  return started.length > 0;
}
