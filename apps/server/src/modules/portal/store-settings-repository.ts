import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.js';
import { preparedPerDb } from '@/db/prepared-per-db.js';
import { onboardingProgress, storePortalSettings } from '@/db/schema/index.js';

export const DEFAULT_SETTINGS = { escalateAfterMinutes: 3, pauseAfterMinutes: 8, autoPrint: true };

export async function findSettings(db: Executor, storeId: number) {
  const [row] = await db
    .select({
      escalateAfterMinutes: storePortalSettings.escalateAfterMinutes,
      pauseAfterMinutes: storePortalSettings.pauseAfterMinutes,
      autoPrint: storePortalSettings.autoPrint,
    })
    .from(storePortalSettings)
    .where(eq(storePortalSettings.storeId, storeId));
  return row ?? DEFAULT_SETTINGS;
}

export function findAllSettings(db: Executor) {
  return db
    .select({
      storeId: storePortalSettings.storeId,
      escalateAfterMinutes: storePortalSettings.escalateAfterMinutes,
      pauseAfterMinutes: storePortalSettings.pauseAfterMinutes,
    })
    .from(storePortalSettings);
}

export async function upsertSettings(
  db: Executor,
  storeId: number,
  settings: typeof DEFAULT_SETTINGS,
  at: Date,
) {
  await db
    .insert(storePortalSettings)
    .values({ storeId, ...settings, updatedAt: at })
    .onConflictDoUpdate({ target: storePortalSettings.storeId, set: { ...settings, updatedAt: at } });
}

const orderProtocolStatement = preparedPerDb((db) =>
  db
    .select({ orderProtocol: onboardingProgress.orderProtocol })
    .from(onboardingProgress)
    .where(eq(onboardingProgress.storeId, sql.placeholder('storeId')))
    .prepare('store_order_protocol'),
);

/**
 * The order protocol chosen at onboarding (Auto Printing, Email or Fax), with its e-mail and fax number. Read for
 * every placed order's ticket: prepared.
 */
export async function findOrderProtocol(db: Executor, storeId: number) {
  const [row] = await orderProtocolStatement(db).execute({ storeId });
  return row?.orderProtocol ?? null;
}
