import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.js';
import { paymentProfiles } from '@/db/schema/index.js';

const profileColumns = {
  id: paymentProfiles.id,
  userId: paymentProfiles.userId,
  customerProfileId: paymentProfiles.customerProfileId,
  customerPaymentProfileId: paymentProfiles.customerPaymentProfileId,
  cardType: paymentProfiles.cardType,
  maskedNumber: paymentProfiles.maskedNumber,
  cardFingerprint: paymentProfiles.cardFingerprint,
  isDefault: paymentProfiles.isDefault,
};

export type PaymentProfileRow = Pick<typeof paymentProfiles.$inferSelect, keyof typeof profileColumns>;

/** The default card first, then the newest. */
export function findProfilesByUser(db: Executor, userId: number): Promise<PaymentProfileRow[]> {
  return db
    .select(profileColumns)
    .from(paymentProfiles)
    .where(eq(paymentProfiles.userId, userId))
    .orderBy(desc(paymentProfiles.isDefault), desc(paymentProfiles.id));
}

export async function findProfileById(db: Executor, id: number): Promise<PaymentProfileRow | null> {
  const [row] = await db.select(profileColumns).from(paymentProfiles).where(eq(paymentProfiles.id, id));
  return row ?? null;
}

export async function insertProfile(
  db: Executor,
  profile: Omit<PaymentProfileRow, 'id' | 'isDefault'>,
): Promise<PaymentProfileRow> {
  // The first card a diner saves becomes the default.
  const [row] = await db
    .insert(paymentProfiles)
    .values({
      ...profile,
      isDefault: sql`NOT EXISTS (SELECT 1 FROM ${paymentProfiles} WHERE ${paymentProfiles.userId} = ${profile.userId})`,
    })
    .returning(profileColumns);
  if (!row) {
    throw new Error('Inserting a payment profile returned no row');
  }
  return row;
}

export async function makeDefaultProfile(db: Executor, userId: number, id: number) {
  await db
    .update(paymentProfiles)
    .set({ isDefault: sql`${paymentProfiles.id} = ${id}` })
    .where(eq(paymentProfiles.userId, userId));
}

export async function deleteProfile(db: Executor, userId: number, id: number) {
  await db.delete(paymentProfiles).where(and(eq(paymentProfiles.userId, userId), eq(paymentProfiles.id, id)));
}

/** After the default card is deleted, the newest remaining card takes its place. */
export async function promoteNewestProfile(db: Executor, userId: number) {
  await db.execute(sql`
    UPDATE ${paymentProfiles} SET is_default = TRUE
    WHERE id = (SELECT id FROM ${paymentProfiles} WHERE user_id = ${userId} ORDER BY id DESC LIMIT 1)
      AND NOT EXISTS (SELECT 1 FROM ${paymentProfiles} WHERE user_id = ${userId} AND is_default)`);
}
