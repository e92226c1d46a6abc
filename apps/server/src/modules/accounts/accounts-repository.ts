import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '@/db/client.js';
import { analyticsEvents, referrals, userInfos, users } from '@/db/schema/index.js';

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;
export type UserInfoRow = Awaited<ReturnType<typeof findUserInfos>>[number];
export type NewUserInfo = Omit<typeof userInfos.$inferInsert, 'id' | 'userId'>;

const userColumns = {
  id: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  rewardBalanceCents: users.rewardBalanceCents,
  orderCount: users.orderCount,
  optIn: users.optIn,
  emailVerifiedAt: users.emailVerifiedAt,
};

export async function findUserById(db: Executor, userId: number) {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, userId));
  return row ?? null;
}

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db.select(userColumns).from(users).where(eq(users.email, email));
  return row ?? null;
}

export async function isEmailUsedByAnother(db: Executor, email: string, userId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)));
  return row !== undefined;
}

export async function findUserInfos(db: Executor, userId: number) {
  return db
    .select({
      firstName: userInfos.firstName,
      lastName: userInfos.lastName,
      phoneNumber: userInfos.phoneNumber,
      address: userInfos.address,
      city: userInfos.city,
      state: userInfos.state,
      zip: userInfos.zip,
    })
    .from(userInfos)
    .where(eq(userInfos.userId, userId))
    .orderBy(asc(userInfos.id));
}

/** The new user's id, or null when the e-mail is already taken. */
export async function insertUser(
  db: Executor,
  user: { email: string; passwordHash: string; preferredLanguage: string; signUpIp: string | null },
) {
  const [row] = await db
    .insert(users)
    .values(user)
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return row?.id ?? null;
}

export async function replaceUserInfos(db: Executor, userId: number, infos: NewUserInfo[]) {
  await db.delete(userInfos).where(eq(userInfos.userId, userId));
  if (infos.length > 0) {
    await db.insert(userInfos).values(infos.map((info) => ({ ...info, userId })));
  }
}

export async function updateUserSettings(
  db: Executor,
  userId: number,
  settings: { optIn?: boolean | undefined },
) {
  if (settings.optIn !== undefined) {
    await db.update(users).set(settings).where(eq(users.id, userId));
  }
}

/** Marks the address verified, when it is still the account's address (it may have changed since). */
export async function markEmailVerified(db: Executor, userId: number, email: string, now: Date) {
  await db
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.id, userId), eq(users.email, email), isNull(users.emailVerifiedAt)));
}

/** The confirmed new sign-in address, verified by the very link that confirmed it. */
export async function updateEmail(db: Executor, userId: number, email: string, now: Date) {
  await db.update(users).set({ email, emailVerifiedAt: now }).where(eq(users.id, userId));
}

export async function updatePasswordHash(db: Executor, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function insertReferral(
  db: Executor,
  referral: { referrerUserId: number; referredUserId: number; signUpCreditCents: number },
) {
  await db.insert(referrals).values(referral);
}

export async function insertAnalyticsEvent(
  db: Executor,
  event: { name: string; userId: number | null; payload: Record<string, unknown> },
) {
  await db.insert(analyticsEvents).values(event);
}

/** PostgreSQL's unique_violation, raised directly or wrapped by drizzle as the cause. */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value instanceof Object && 'code' in value ? value.code : undefined);
  return codeOf(error) === '23505' || (error instanceof Error && codeOf(error.cause) === '23505');
}
