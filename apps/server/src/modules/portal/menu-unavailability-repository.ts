import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Executor } from '@/db/client.js';
import { menuUnavailability } from '@/db/schema/index.js';

const entryColumns = {
  id: menuUnavailability.id,
  storeId: menuUnavailability.storeId,
  itemId: menuUnavailability.itemId,
  optionId: menuUnavailability.optionId,
  until: menuUnavailability.until,
};

/** Records an item or option as unavailable; null when it is marked already (one open entry each). */
export async function insertUnavailability(
  db: Executor,
  entry: {
    storeId: number;
    itemId: number | null;
    optionId: number | null;
    until: Date;
    ownerId: number | null;
    at: Date;
  },
) {
  const [row] = await db
    .insert(menuUnavailability)
    .values({
      storeId: entry.storeId,
      itemId: entry.itemId,
      optionId: entry.optionId,
      until: entry.until,
      createdByOwnerId: entry.ownerId,
      createdAt: entry.at,
    })
    .onConflictDoNothing()
    .returning(entryColumns);
  return row ?? null;
}

export function findOpenEntries(db: Executor, storeId: number) {
  return db
    .select(entryColumns)
    .from(menuUnavailability)
    .where(and(eq(menuUnavailability.storeId, storeId), isNull(menuUnavailability.restoredAt)))
    .orderBy(asc(menuUnavailability.until));
}
export type UnavailabilityEntry = Awaited<ReturnType<typeof findOpenEntries>>[number];

export function findDueEntries(db: Executor, now: Date) {
  return db
    .select(entryColumns)
    .from(menuUnavailability)
    .where(and(isNull(menuUnavailability.restoredAt), lte(menuUnavailability.until, now)))
    .orderBy(asc(menuUnavailability.until))
    .limit(200);
}

/** Closes an entry; false when another request or process closed it first. */
export async function markRestored(db: Executor, entryId: number, at: Date) {
  const rows = await db
    .update(menuUnavailability)
    .set({ restoredAt: at })
    .where(and(eq(menuUnavailability.id, entryId), isNull(menuUnavailability.restoredAt)))
    .returning({ id: menuUnavailability.id });
  return rows.length === 1;
}
