import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.js';
import { owners, storeInvitations, storeMembers, stores } from '@/db/schema/index.js';

type Role = 'OWNER' | 'STAFF';

/** Neither accepted nor revoked, and not yet expired at `now`. */
const isPending = (now: Date) =>
  and(
    isNull(storeInvitations.acceptedAt),
    isNull(storeInvitations.revokedAt),
    gt(storeInvitations.expiresAt, now),
  );

/** The store's invitations still waiting for an answer, oldest first. */
export function findPendingInvitations(db: Executor, storeId: number, now: Date) {
  return db
    .select({
      id: storeInvitations.id,
      email: storeInvitations.email,
      name: storeInvitations.name,
      role: storeInvitations.role,
      createdAt: storeInvitations.createdAt,
      expiresAt: storeInvitations.expiresAt,
    })
    .from(storeInvitations)
    .where(and(eq(storeInvitations.storeId, storeId), isPending(now)))
    .orderBy(asc(storeInvitations.id));
}
export type PendingInvitationRow = Awaited<ReturnType<typeof findPendingInvitations>>[number];

/** A new invitation; an earlier one to the same address at the same store stops working. */
export async function replaceInvitation(
  db: Executor,
  invitation: {
    storeId: number;
    email: string;
    name: string;
    role: Role;
    invitedByOwnerId: number;
    tokenHash: string;
    createdAt: Date;
    expiresAt: Date;
  },
) {
  await db
    .update(storeInvitations)
    .set({ revokedAt: invitation.createdAt })
    .where(
      and(
        eq(storeInvitations.storeId, invitation.storeId),
        eq(storeInvitations.email, invitation.email),
        isPending(invitation.createdAt),
      ),
    );
  const [row] = await db.insert(storeInvitations).values(invitation).returning({ id: storeInvitations.id });
  return row!.id;
}

/** Revokes a pending invitation of the store; false when there is none with that id. */
export async function revokeInvitation(db: Executor, storeId: number, invitationId: number, now: Date) {
  const rows = await db
    .update(storeInvitations)
    .set({ revokedAt: now })
    .where(and(eq(storeInvitations.id, invitationId), eq(storeInvitations.storeId, storeId), isPending(now)))
    .returning({ id: storeInvitations.id });
  return rows.length === 1;
}

/** What the invitation page shows before anyone accepts: the store, the role, who invited and whom. */
export async function findPendingInvitationByTokenHash(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      storeId: storeInvitations.storeId,
      storeName: stores.name,
      email: storeInvitations.email,
      name: storeInvitations.name,
      role: storeInvitations.role,
      inviterName: owners.name,
      expiresAt: storeInvitations.expiresAt,
    })
    .from(storeInvitations)
    .innerJoin(stores, eq(stores.id, storeInvitations.storeId))
    .leftJoin(owners, eq(owners.id, storeInvitations.invitedByOwnerId))
    .where(and(eq(storeInvitations.tokenHash, tokenHash), isPending(now)));
  return row ?? null;
}

/** Spends a pending invitation for `ownerId`: the store and role it gives, or null when it no longer holds. */
export async function spendInvitation(db: Executor, tokenHash: string, ownerId: number, now: Date) {
  const [row] = await db
    .update(storeInvitations)
    .set({ acceptedAt: now, acceptedByOwnerId: ownerId })
    .where(and(eq(storeInvitations.tokenHash, tokenHash), isPending(now)))
    .returning({ storeId: storeInvitations.storeId, role: storeInvitations.role });
  return row ?? null;
}

/** Adds the account to the store; an account that already owns it stays an owner. */
export async function joinStore(db: Executor, member: { storeId: number; ownerId: number; role: Role }) {
  await db
    .insert(storeMembers)
    .values(member)
    .onConflictDoUpdate({
      target: [storeMembers.storeId, storeMembers.ownerId],
      set: { role: sql`CASE WHEN ${storeMembers.role} = 'OWNER' THEN 'OWNER' ELSE excluded.role END` },
    });
}
