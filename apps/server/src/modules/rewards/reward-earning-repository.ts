import { and, eq, gt, gte, inArray, isNotNull, isNull, lte, min, notExists, or, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.js';
import { orders, referrals, storeBankAccounts, stores, users } from '@/db/schema/index.js';

/**
 * The reward credit orders earn: what an order earned is decided once (claimed), under the caps, and is either
 * the diner's at once or held until a time; the caps add up what earlier claims gave.
 */

// An order the restaurant received: placed, then accepted, ready or completed (never rejected).
export const RECEIVED_STATUSES = ['PLACED', 'ACCEPTED', 'READY', 'COMPLETED'] as const;

const isClaimed = or(isNotNull(orders.rewardCreditedAt), isNotNull(orders.rewardHeldUntil));

/** The order's facts earning rests on, or null when it is not a received order or its credit was claimed. */
export async function findOrderToCredit(tx: Executor, orderId: number) {
  const [row] = await tx
    .select({
      userId: orders.userId,
      storeId: orders.storeId,
      paymentStatus: orders.paymentStatus,
      paymentTransactionId: orders.paymentTransactionId,
      pricedCents: orders.rewardEarnedCents,
      // Credit is earned on the food paid for after the discount, at marketplace prices (as pricing does).
      foodCents: sql<number>`coalesce((${orders.mOrder}->>'subtotalCents')::int, 0)
        - coalesce((${orders.mOrder}->>'discountCents')::int, 0)`.mapWith(Number),
    })
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        inArray(orders.status, [...RECEIVED_STATUSES]),
        isNull(orders.rewardCreditedAt),
        isNull(orders.rewardHeldUntil),
      ),
    );
  return row ?? null;
}

/** One store's and one diner's earnings are decided one at a time, so two orders at once cannot pass a cap. */
export async function lockRewardCaps(tx: Executor, storeId: number, userId: number) {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext('reward-caps-store'), ${storeId}),
      pg_advisory_xact_lock(hashtext('reward-caps-diner'), ${userId})`,
  );
}

/** Credit already earned (credited or held) by the diner and given by the store since the two instants. */
export async function findEarnedSince(
  tx: Executor,
  {
    userId,
    storeId,
    dinerSince,
    storeSince,
  }: { userId: number; storeId: number; dinerSince: Date; storeSince: Date },
) {
  const earned = (where: ReturnType<typeof and>) =>
    tx
      .select({ cents: sql<number>`coalesce(sum(${orders.rewardEarnedCents}), 0)`.mapWith(Number) })
      .from(orders)
      .where(and(where, inArray(orders.status, [...RECEIVED_STATUSES]), isClaimed));
  const [diner] = await earned(and(eq(orders.userId, userId), gte(orders.placedAt, dinerSince)));
  const [store] = await earned(and(eq(orders.storeId, storeId), gte(orders.placedAt, storeSince)));
  return { dinerDayCents: diner?.cents ?? 0, storeWeekCents: store?.cents ?? 0 };
}

/** When the store was created, its time zone, its payout hold, its first captured card order (this one, at least). */
export async function findStoreHoldFacts(tx: Executor, storeId: number) {
  const [store] = await tx
    .select({
      createdAt: stores.createdAt,
      timeZone: stores.timeZone,
      payoutHoldUntil: storeBankAccounts.payoutHoldUntil,
    })
    .from(stores)
    .leftJoin(storeBankAccounts, eq(storeBankAccounts.storeId, stores.id))
    .where(eq(stores.id, storeId));
  const [first] = await tx
    .select({ at: min(orders.paidAt) })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), eq(orders.paymentStatus, 'CREDIT'), isNotNull(orders.paidAt)));
  return store ? { ...store, firstCardOrderAt: first?.at ?? null } : null;
}

/**
 * The order's credit claimed, once: paid now (if not before), its earned credit set to what it really earns (the
 * diner's order shows it), then credited to the balance at once or held until `heldUntil`. Returns the diner and
 * their pending referral, or null when another transaction claimed it first.
 */
export async function claimOrderCredit(
  tx: Executor,
  orderId: number,
  claim: { cents: number; now: Date; heldUntil: Date | null },
) {
  const { cents, now, heldUntil } = claim;
  const rows = await tx
    .update(orders)
    .set({
      paidAt: sql`coalesce(${orders.paidAt}, ${now.toISOString()}::timestamptz)`,
      rewardEarnedCents: cents,
      mOrder: sql`jsonb_set(${orders.mOrder}, '{rewardCents}', to_jsonb(${cents}::int))`,
      rewardCreditedAt: heldUntil ? null : now,
      rewardHeldUntil: heldUntil,
    })
    .where(
      and(
        eq(orders.id, orderId),
        inArray(orders.status, [...RECEIVED_STATUSES]),
        isNull(orders.rewardCreditedAt),
        isNull(orders.rewardHeldUntil),
      ),
    )
    .returning({ userId: orders.userId });
  const claimed = rows[0];
  if (!claimed) {
    return null;
  }
  if (claimed.userId !== null && !heldUntil && cents > 0) {
    await tx
      .update(users)
      .set({ rewardBalanceCents: sql`${users.rewardBalanceCents} + ${cents}::integer` })
      .where(eq(users.id, claimed.userId));
  }
  const [referral] =
    claimed.userId === null
      ? []
      : await tx
          .select({
            id: referrals.id,
            referrerUserId: referrals.referrerUserId,
            creditCents: referrals.signUpCreditCents,
          })
          .from(referrals)
          .where(and(eq(referrals.referredUserId, claimed.userId), eq(referrals.status, 'PENDING')));
  return { userId: claimed.userId, pendingReferral: referral ?? null };
}

/**
 * Held credit whose time has come, credited to the diners' balances once; run in one transaction. A store whose
 * payouts are held (its bank details changed) keeps its diners' credit held until that hold ends.
 */
export async function releaseHeldCredit(tx: Executor, now: Date): Promise<number> {
  const rows = await tx
    .update(orders)
    .set({ rewardCreditedAt: now })
    .where(
      and(
        lte(orders.rewardHeldUntil, now),
        isNull(orders.rewardCreditedAt),
        inArray(orders.status, [...RECEIVED_STATUSES]),
        notExists(
          tx
            .select({ storeId: storeBankAccounts.storeId })
            .from(storeBankAccounts)
            .where(
              and(eq(storeBankAccounts.storeId, orders.storeId), gt(storeBankAccounts.payoutHoldUntil, now)),
            ),
        ),
      ),
    )
    .returning({ userId: orders.userId, cents: orders.rewardEarnedCents });
  const byUser = new Map<number, number>();
  for (const row of rows) {
    if (row.userId !== null && row.cents > 0) {
      byUser.set(row.userId, (byUser.get(row.userId) ?? 0) + row.cents);
    }
  }
  for (const [userId, cents] of byUser) {
    await tx
      .update(users)
      .set({ rewardBalanceCents: sql`${users.rewardBalanceCents} + ${cents}::integer` })
      .where(eq(users.id, userId));
  }
  return rows.length;
}

/** Held credit of the diner's received orders: shown as pending. */
export async function findHeldCents(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${orders.rewardEarnedCents}), 0)`.mapWith(Number) })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        isNotNull(orders.rewardHeldUntil),
        isNull(orders.rewardCreditedAt),
        inArray(orders.status, [...RECEIVED_STATUSES]),
      ),
    );
  return row?.cents ?? 0;
}
