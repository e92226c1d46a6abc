import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client.js';
import { storePortalSettings } from '@/db/schema/index.js';

/** The table count the owner last printed, or null when the store has never chosen one. */
export async function findTableCount(db: Executor, storeId: number): Promise<number | null> {
  const [row] = await db
    .select({ tableCount: storePortalSettings.tableCount })
    .from(storePortalSettings)
    .where(eq(storePortalSettings.storeId, storeId));
  return row?.tableCount ?? null;
}

/** Keeps the count beside the board's other settings (their defaults stay for a store without a row). */
export async function saveTableCount(db: Executor, storeId: number, tableCount: number) {
  await db
    .insert(storePortalSettings)
    .values({ storeId, tableCount })
    .onConflictDoUpdate({
      target: storePortalSettings.storeId,
      set: { tableCount, updatedAt: new Date() },
    });
}
