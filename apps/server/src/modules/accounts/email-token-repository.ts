import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '@/db/client.js';
import { emailTokens } from '@/db/schema/index.js';

export type EmailTokenPurpose = 'VERIFY' | 'CHANGE';

export async function insertEmailToken(
  db: Executor,
  token: {
    userId: number;
    purpose: EmailTokenPurpose;
    email: string;
    tokenHash: string;
    requestedByTokenId: number | null;
    createdAt: Date;
    expiresAt: Date;
  },
) {
  await db.insert(emailTokens).values(token);
}

/** The unused, unexpired link with this hash. */
export async function findLiveEmailToken(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      id: emailTokens.id,
      userId: emailTokens.userId,
      purpose: emailTokens.purpose,
      email: emailTokens.email,
      requestedByTokenId: emailTokens.requestedByTokenId,
    })
    .from(emailTokens)
    .where(
      and(eq(emailTokens.tokenHash, tokenHash), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)),
    );
  return row ?? null;
}

/** Spends a link; false when another request spent it first. */
export async function useEmailToken(db: Executor, tokenId: number, now: Date) {
  const spent = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.id, tokenId), isNull(emailTokens.usedAt)))
    .returning({ id: emailTokens.id });
  return spent.length === 1;
}

/** Ends every open link of one kind (a newer e-mail change replaces the older one; a password reset ends all). */
export async function useAllEmailTokens(
  db: Executor,
  userId: number,
  now: Date,
  purpose?: EmailTokenPurpose,
) {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.userId, userId),
        isNull(emailTokens.usedAt),
        purpose ? eq(emailTokens.purpose, purpose) : undefined,
      ),
    );
}

/** The address an open e-mail change waits to confirm, if any. */
export async function findPendingEmailChange(db: Executor, userId: number, now: Date) {
  const [row] = await db
    .select({ email: emailTokens.email })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, 'CHANGE'),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(emailTokens.id))
    .limit(1);
  return row?.email ?? null;
}
