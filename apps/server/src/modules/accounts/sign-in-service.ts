import { randomBytes } from 'node:crypto';
import type { Db } from '@/db/client.js';
import { hashPassword, needsRehash, verifyPassword } from '@/lib/password-hash.js';
import { tooManyAttempts, type AttemptLimits } from '@/plugins/attempt-limits.js';
import { issueAccessToken } from '@/plugins/auth.js';
import { accountAttemptRules, loginAccountKey, signInDelayMs } from './account-attempt-rules.js';
import * as accounts from './accounts-repository.js';
import type { UserWire } from './accounts-mappers.js';
import { loadUserWire, normalizeEmail } from './accounts-service.js';

// Restaurant accounts wait after failed sign-ins exactly as diners do.
export { signInDelayMs };

export const LOGIN_FAILED_MESSAGE = 'Please make sure you have a right username and password';

export interface SignInServiceDeps {
  db: Db;
  attemptLimits: AttemptLimits;
  passwordHashCost: number;
  /** The first step of the growing wait after failed sign-ins (LOGIN_DELAY_BASE_MS). */
  loginDelayBaseMs: number;
  sleep?: (ms: number) => Promise<void>;
}

const waitFor = (ms: number) =>
  ms <= 0 ? Promise.resolve() : new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createSignInService({
  db,
  attemptLimits,
  passwordHashCost,
  loginDelayBaseMs,
  sleep = waitFor,
}: SignInServiceDeps) {
  let dummyHash: Promise<string> | undefined;
  // Unknown e-mails are checked against this hash so they cost the same time as known ones.
  const getDummyHash = () =>
    (dummyHash ??= hashPassword(randomBytes(16).toString('hex'), { cost: passwordHashCost }));

  return {
    /** The signed-in user with a new access token; null for a wrong e-mail or password alike. */
    async logIn({
      email,
      password,
      ip,
    }: {
      email: string;
      password: string;
      ip: string;
    }): Promise<UserWire | null> {
      const normalized = normalizeEmail(email);
      const accountKey = loginAccountKey(normalized);
      const ipKey = attemptLimits.ipKey('login', ip);
      // Both counted before the password is checked, so parallel guesses cannot slip past the limit or the
      // delay; a successful sign-in gives its counts back, which leaves only failures counted.
      const ipVerdict = await attemptLimits.consume(ipKey, accountAttemptRules.loginFailuresPerIp);
      if (!ipVerdict.allowed) {
        throw tooManyAttempts(ipVerdict.retryAfterSeconds);
      }
      const accountVerdict = await attemptLimits.consume(
        accountKey,
        accountAttemptRules.loginFailuresPerAccount,
      );
      await sleep(
        signInDelayMs(
          { accountFailures: accountVerdict.attempts - 1, ipFailures: Math.max(0, ipVerdict.attempts - 1) },
          loginDelayBaseMs,
        ),
      );

      const user = await accounts.findUserByEmail(db, normalized);
      const matches = await verifyPassword(password, user?.passwordHash ?? (await getDummyHash()));
      if (!user || !matches) {
        await accounts.insertAnalyticsEvent(db, {
          name: 'login_failed',
          userId: user?.id ?? null,
          payload: { reason: user ? 'wrong_password' : 'unknown_email' },
        });
        return null;
      }

      await attemptLimits.release(ipKey);
      await attemptLimits.reset(accountKey);
      if (needsRehash(user.passwordHash, { cost: passwordHashCost })) {
        await accounts.updatePasswordHash(
          db,
          user.id,
          await hashPassword(password, { cost: passwordHashCost }),
        );
      }
      return loadUserWire(db, user.id, await issueAccessToken(db, user.id));
    },
  };
}

export type SignInService = ReturnType<typeof createSignInService>;
