import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '@/db/client.js';
import { ownerPasswordResetTokens, owners, storeMembers, stores } from '@/db/schema/index.js';

export type OwnerRow = NonNullable<Awaited<ReturnType<typeof findOwnerById>>>;
export type NewOwner = Pick<
  typeof owners.$inferInsert,
  'name' | 'email' | 'username' | 'passwordHash' | 'phoneNumber' | 'preferredLanguage'
>;

const ownerColumns = {
  id: owners.id,
  name: owners.name,
  email: owners.email,
  passwordHash: owners.passwordHash,
  phoneNumber: owners.phoneNumber,
  preferredLanguage: owners.preferredLanguage,
};

export async function findOwnerById(db: Executor, ownerId: number) {
  const [row] = await db.select(ownerColumns).from(owners).where(eq(owners.id, ownerId));
  return row ?? null;
}

export async function findOwnerByEmail(db: Executor, email: string) {
  const [row] = await db.select(ownerColumns).from(owners).where(eq(owners.email, email));
  return row ?? null;
}

/** The new account's id, or null when the e-mail is already taken. */
export async function insertOwner(db: Executor, owner: NewOwner): Promise<number | null> {
  const [row] = await db
    .insert(owners)
    .values(owner)
    .onConflictDoNothing({ target: owners.email })
    .returning({ id: owners.id });
  return row?.id ?? null;
}

/** The password of an account made by an invitation before invitations waited for acceptance. */
const INVITED_PLACEHOLDER_HASH = '!invited';

/**
 * Gives a sign-up the account an old invitation made for its e-mail, which never had a password: the address is
 * its own. The stores it was put in without saying yes are taken away. Null when the e-mail is a real account's.
 */
export async function claimInvitedPlaceholder(db: Executor, owner: NewOwner): Promise<number | null> {
  const [row] = await db
    .update(owners)
    .set(owner)
    .where(and(eq(owners.email, owner.email), eq(owners.passwordHash, INVITED_PLACEHOLDER_HASH)))
    .returning({ id: owners.id });
  if (!row) {
    return null;
  }
  await db.delete(storeMembers).where(eq(storeMembers.ownerId, row.id));
  await db.delete(ownerPasswordResetTokens).where(eq(ownerPasswordResetTokens.ownerId, row.id));
  return row.id;
}

export async function updateOwnerPasswordHash(db: Executor, ownerId: number, passwordHash: string) {
  await db.update(owners).set({ passwordHash }).where(eq(owners.id, ownerId));
}

/** The stores the account holds, oldest membership first. */
export async function findOwnerStores(db: Executor, ownerId: number) {
  return db
    .select({ id: stores.id, name: stores.name, role: storeMembers.role })
    .from(storeMembers)
    .innerJoin(stores, eq(stores.id, storeMembers.storeId))
    .where(eq(storeMembers.ownerId, ownerId))
    .orderBy(asc(storeMembers.id));
}

/** Adds or changes one membership. */
export async function upsertStoreMember(
  db: Executor,
  member: { storeId: number; ownerId: number; role: 'OWNER' | 'STAFF' },
) {
  await db
    .insert(storeMembers)
    .values(member)
    .onConflictDoUpdate({ target: [storeMembers.storeId, storeMembers.ownerId], set: { role: member.role } });
}

export async function insertOwnerResetToken(
  db: Executor,
  token: { ownerId: number; tokenHash: string; createdAt: Date; expiresAt: Date },
) {
  await db.insert(ownerPasswordResetTokens).values(token);
}

/** The unused, unexpired token with this hash, when it belongs to the account of `email`. */
export async function findLiveOwnerResetToken(
  db: Executor,
  { email, tokenHash, now }: { email: string; tokenHash: string; now: Date },
) {
  const [row] = await db
    .select({ id: ownerPasswordResetTokens.id, ownerId: ownerPasswordResetTokens.ownerId })
    .from(ownerPasswordResetTokens)
    .innerJoin(owners, eq(owners.id, ownerPasswordResetTokens.ownerId))
    .where(
      and(
        eq(ownerPasswordResetTokens.tokenHash, tokenHash),
        eq(owners.email, email),
        isNull(ownerPasswordResetTokens.usedAt),
        gt(ownerPasswordResetTokens.expiresAt, now),
      ),
    );
  return row ?? null;
}

/** Spends a token; false when another request spent it first. */
export async function useOwnerResetToken(db: Executor, tokenId: number, now: Date) {
  const spent = await db
    .update(ownerPasswordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(ownerPasswordResetTokens.id, tokenId), isNull(ownerPasswordResetTokens.usedAt)))
    .returning({ id: ownerPasswordResetTokens.id });
  return spent.length === 1;
}

export async function useAllOwnerResetTokens(db: Executor, ownerId: number, now: Date) {
  await db
    .update(ownerPasswordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(ownerPasswordResetTokens.ownerId, ownerId), isNull(ownerPasswordResetTokens.usedAt)));
}
