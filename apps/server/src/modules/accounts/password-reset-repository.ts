import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '@/db/client.js';
import { passwordResetTokens, users } from '@/db/schema/index.js';

export async function insertResetToken(
  db: Executor,
  token: { userId: number; tokenHash: string; createdAt: Date; expiresAt: Date },
) {
  await db.insert(passwordResetTokens).values(token);
}

/** The unused, unexpired token with this hash, when it belongs to the account of `email`. */
export async function findLiveResetToken(
  db: Executor,
  { email, tokenHash, now }: { email: string; tokenHash: string; now: Date },
) {
  const [row] = await db
    .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        eq(users.email, email),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    );
  return row ?? null;
}

/** Spends a token; false when another request spent it first. */
export async function useResetToken(db: Executor, tokenId: number, now: Date) {
  const spent = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.id, tokenId), isNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  return spent.length === 1;
}

export async function useAllResetTokens(db: Executor, userId: number, now: Date) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
