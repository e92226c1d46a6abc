import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.js';
import { preparedPerDb } from '@/db/prepared-per-db.js';
import { storeOrderingPauses, type pauseScopeValues } from '@/db/schema/index.js';

export type PauseScope = (typeof pauseScopeValues)[number];

// Every pricing reads the store's pauses: built and planned once.
const pausesStatement = preparedPerDb((db) =>
  db
    .select({
      scope: storeOrderingPauses.scope,
      source: storeOrderingPauses.source,
      createdAt: storeOrderingPauses.createdAt,
    })
    .from(storeOrderingPauses)
    .where(eq(storeOrderingPauses.storeId, sql.placeholder('storeId')))
    .prepare('store_ordering_pauses'),
);

export function findPauses(db: Executor, storeId: number) {
  return pausesStatement(db).execute({ storeId });
}
export type PauseRow = Awaited<ReturnType<typeof findPauses>>[number];

/** True when this call paused it (false: it was paused already). */
export async function insertPause(
  db: Executor,
  pause: {
    storeId: number;
    scope: PauseScope;
    source: 'OWNER' | 'ESCALATION';
    pausedByOwnerId: number | null;
    at: Date;
  },
) {
  const rows = await db
    .insert(storeOrderingPauses)
    .values({
      storeId: pause.storeId,
      scope: pause.scope,
      source: pause.source,
      pausedByOwnerId: pause.pausedByOwnerId,
      createdAt: pause.at,
    })
    .onConflictDoNothing()
    .returning({ id: storeOrderingPauses.id });
  return rows.length === 1;
}

export async function deletePause(db: Executor, storeId: number, scope: PauseScope) {
  const rows = await db
    .delete(storeOrderingPauses)
    .where(and(eq(storeOrderingPauses.storeId, storeId), eq(storeOrderingPauses.scope, scope)))
    .returning({ id: storeOrderingPauses.id });
  return rows.length === 1;
}
