import { and, asc, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Executor } from '@/db/client.js';
import {
  merchantLeads,
  onboardingProgress,
  salesTracking,
  storeBankAccounts,
  storeMembers,
  storeOrderTypes,
  storeUploads,
  stores,
  type OnboardingMenuInfo,
  type OnboardingOrderProtocol,
} from '@/db/schema/index.js';

export type OnboardingStep = (typeof onboardingProgress.$inferSelect)['step'];
export type NewStore = Omit<typeof stores.$inferInsert, 'id' | 'createdAt'>;
export type StoreRow = typeof stores.$inferSelect;
export type ProgressRow = typeof onboardingProgress.$inferSelect;
export type BankAccountRow = typeof storeBankAccounts.$inferSelect;
export type UploadRow = typeof storeUploads.$inferSelect;

export async function insertMerchantLead(db: Executor, lead: typeof merchantLeads.$inferInsert) {
  const [row] = await db.insert(merchantLeads).values(lead).returning({ id: merchantLeads.id });
  return row!.id;
}

export async function insertStore(db: Executor, store: NewStore): Promise<StoreRow> {
  const [row] = await db.insert(stores).values(store).returning();
  return row!;
}

/** The order types a new store starts with (packages/domain's NEW_STORE_ORDER_TYPES). */
export async function insertOrderTypes(
  db: Executor,
  storeId: number,
  rows: readonly Omit<typeof storeOrderTypes.$inferInsert, 'id' | 'storeId'>[],
) {
  await db
    .insert(storeOrderTypes)
    .values(rows.map((row) => ({ ...row, storeId })))
    .onConflictDoNothing();
}

export async function findStore(db: Executor, storeId: number) {
  const [row] = await db.select().from(stores).where(eq(stores.id, storeId));
  return row ?? null;
}

export async function updateStoreReceiveByFax(db: Executor, storeId: number, receiveByFax: boolean) {
  await db.update(stores).set({ receiveByFax }).where(eq(stores.id, storeId));
}

export async function findSalesTracking(db: Executor, ownerId: number) {
  const [row] = await db
    .select()
    .from(salesTracking)
    .where(eq(salesTracking.ownerId, ownerId))
    .orderBy(asc(salesTracking.id))
    .limit(1);
  return row ?? null;
}

export async function insertSalesTracking(db: Executor, tracking: { salesId: number; ownerId: number }) {
  const [row] = await db.insert(salesTracking).values(tracking).returning();
  return row!;
}

export async function insertProgress(db: Executor, storeId: number) {
  await db.insert(onboardingProgress).values({ storeId }).onConflictDoNothing();
}

export async function findProgress(db: Executor, storeId: number) {
  const [row] = await db.select().from(onboardingProgress).where(eq(onboardingProgress.storeId, storeId));
  return row ?? null;
}

/** The newest store this account owns that has onboarding progress: where a reload resumes. */
export async function findLatestOnboardingStoreId(db: Executor, ownerId: number) {
  const [row] = await db
    .select({ storeId: onboardingProgress.storeId })
    .from(onboardingProgress)
    .innerJoin(storeMembers, eq(storeMembers.storeId, onboardingProgress.storeId))
    .where(and(eq(storeMembers.ownerId, ownerId), eq(storeMembers.role, 'OWNER')))
    .orderBy(desc(onboardingProgress.storeId))
    .limit(1);
  return row?.storeId ?? null;
}

export async function saveProgress(
  db: Executor,
  storeId: number,
  changes: {
    step?: OnboardingStep;
    menuInfo?: OnboardingMenuInfo;
    orderProtocol?: OnboardingOrderProtocol;
    completedAt?: Date;
  },
) {
  await db
    .insert(onboardingProgress)
    .values({ storeId, ...changes, updatedAt: new Date() })
    .onConflictDoUpdate({ target: onboardingProgress.storeId, set: { ...changes, updatedAt: new Date() } });
}

export async function upsertBankAccount(db: Executor, account: typeof storeBankAccounts.$inferInsert) {
  await db
    .insert(storeBankAccounts)
    .values(account)
    .onConflictDoUpdate({ target: storeBankAccounts.storeId, set: { ...account, updatedAt: new Date() } });
}

export async function findBankAccount(db: Executor, storeId: number) {
  const [row] = await db.select().from(storeBankAccounts).where(eq(storeBankAccounts.storeId, storeId));
  return row ?? null;
}

export async function insertUploads(db: Executor, uploads: (typeof storeUploads.$inferInsert)[]) {
  if (uploads.length === 0) {
    return [];
  }
  return db.insert(storeUploads).values(uploads).returning();
}

export async function findUpload(db: Executor, uploadId: number) {
  const [row] = await db.select().from(storeUploads).where(eq(storeUploads.id, uploadId));
  return row ?? null;
}

export async function findStoreUploads(db: Executor, storeId: number) {
  return db
    .select()
    .from(storeUploads)
    .where(eq(storeUploads.storeId, storeId))
    .orderBy(asc(storeUploads.id));
}

export async function findUploadsByIds(db: Executor, storeId: number, ids: number[]) {
  if (ids.length === 0) {
    return [];
  }
  return db
    .select()
    .from(storeUploads)
    .where(and(eq(storeUploads.storeId, storeId), inArray(storeUploads.id, ids)))
    .orderBy(asc(storeUploads.id));
}

/** Locks the store's row until the transaction ends: one add-menu send at a time per store. */
export async function lockStore(db: Executor, storeId: number) {
  await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).for('update');
}

export async function findMenuUploads(db: Executor, storeId: number) {
  return db
    .select()
    .from(storeUploads)
    .where(and(eq(storeUploads.storeId, storeId), eq(storeUploads.purpose, 'menu')))
    .orderBy(asc(storeUploads.id));
}

/** Deletes the store's menu uploads other than `keptIds`; answers the deleted rows (their files go next). */
export async function deleteMenuUploadsExcept(db: Executor, storeId: number, keptIds: number[]) {
  const ofStore = and(eq(storeUploads.storeId, storeId), eq(storeUploads.purpose, 'menu'));
  return db
    .delete(storeUploads)
    .where(keptIds.length > 0 ? and(ofStore, notInArray(storeUploads.id, keptIds)) : ofStore)
    .returning();
}
