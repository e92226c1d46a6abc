import { eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '@/db/client.js';
import { openEventStreams } from '@/db/schema/index.js';

export interface StreamCaps {
  perAccount: number;
  perAddress: number;
}

export type LeaseAnswer = { leaseId: number } | { refused: 'account' | 'address' };

/**
 * Counts the live streams of an account and of a client address in every process and, when both are under
 * their cap, records one more until `leaseEndsAt`. Both keys are locked for the transaction, so parallel
 * opens cannot pass the cap together.
 */
export async function takeStreamLease(
  db: Db,
  { accountKey, addressKey }: { accountKey: string; addressKey: string | null },
  caps: StreamCaps,
  now: Date,
  leaseEndsAt: Date,
): Promise<LeaseAnswer> {
  return db.transaction(async (tx) => {
    for (const key of [accountKey, addressKey ?? ''].filter(Boolean).sort()) {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('event-streams'), hashtext(${key}))`);
    }
    const mine = sql`(${openEventStreams.accountKey} = ${accountKey} OR ${openEventStreams.addressKey} = ${addressKey})`;
    await tx
      .delete(openEventStreams)
      .where(sql`${mine} AND ${openEventStreams.leaseEndsAt} <= ${now.toISOString()}::timestamptz`);
    const [counts] = await tx
      .select({
        account: sql<number>`count(*) FILTER (WHERE ${openEventStreams.accountKey} = ${accountKey})::int`,
        address: sql<number>`count(*) FILTER (WHERE ${openEventStreams.addressKey} = ${addressKey})::int`,
      })
      .from(openEventStreams)
      .where(mine);
    if ((counts?.account ?? 0) >= caps.perAccount) {
      return { refused: 'account' as const };
    }
    if (addressKey !== null && (counts?.address ?? 0) >= caps.perAddress) {
      return { refused: 'address' as const };
    }
    const [row] = await tx
      .insert(openEventStreams)
      .values({ accountKey, addressKey, leaseEndsAt })
      .returning({ id: openEventStreams.id });
    return { leaseId: row!.id };
  });
}

/** Keeps an open stream counted; a process that stops renewing (it died) stops counting when the lease ends. */
export async function renewStreamLease(db: Executor, leaseId: number, leaseEndsAt: Date) {
  await db.update(openEventStreams).set({ leaseEndsAt }).where(eq(openEventStreams.id, leaseId));
}

export async function endStreamLease(db: Executor, leaseId: number) {
  await db.delete(openEventStreams).where(eq(openEventStreams.id, leaseId));
}
