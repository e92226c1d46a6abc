import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client.js';
import { owners, storeMembers } from '@/db/schema/index.js';

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
