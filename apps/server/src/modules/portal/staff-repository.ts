import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client.js';
import { ownerPasswordResetTokens, owners, storeMembers } from '@/db/schema/index.js';

// Membership rows are the owners module's tables; the portal manages who works at a store through them.
export function findMembers(db: Executor, storeId: number) {
  return db
    .select({
      ownerId: storeMembers.ownerId,
      role: storeMembers.role,
      since: storeMembers.createdAt,
      name: owners.name,
      email: owners.email,
      language: owners.preferredLanguage,
    })
    .from(storeMembers)
    .innerJoin(owners, eq(owners.id, storeMembers.ownerId))
    .where(eq(storeMembers.storeId, storeId))
    .orderBy(asc(storeMembers.id));
}
export type MemberRow = Awaited<ReturnType<typeof findMembers>>[number];

export async function findOwnerAccountByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: owners.id, name: owners.name, email: owners.email })
    .from(owners)
    .where(eq(owners.email, email));
  return row ?? null;
}

/** A restaurant account with no usable password yet: its first sign-in follows the set-password link. */
export async function insertInvitedAccount(db: Executor, account: { name: string; email: string }) {
  const [row] = await db
    .insert(owners)
    .values({ ...account, username: account.email, passwordHash: '!invited', phoneNumber: '' })
    .onConflictDoNothing()
    .returning({ id: owners.id });
  return row?.id ?? null;
}

export async function upsertMember(
  db: Executor,
  member: { storeId: number; ownerId: number; role: 'OWNER' | 'STAFF' },
) {
  await db
    .insert(storeMembers)
    .values(member)
    .onConflictDoUpdate({ target: [storeMembers.storeId, storeMembers.ownerId], set: { role: member.role } });
}

export async function deleteMember(db: Executor, storeId: number, ownerId: number) {
  const rows = await db
    .delete(storeMembers)
    .where(and(eq(storeMembers.storeId, storeId), eq(storeMembers.ownerId, ownerId)))
    .returning({ id: storeMembers.id });
  return rows.length === 1;
}

export async function countOwners(db: Executor, storeId: number) {
  const [row] = await db
    .select({ owners: count() })
    .from(storeMembers)
    .where(and(eq(storeMembers.storeId, storeId), eq(storeMembers.role, 'OWNER')));
  return row?.owners ?? 0;
}

export async function insertSetPasswordToken(
  db: Executor,
  token: { ownerId: number; tokenHash: string; createdAt: Date; expiresAt: Date },
) {
  await db.insert(ownerPasswordResetTokens).values(token);
}
