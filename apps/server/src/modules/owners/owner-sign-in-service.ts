import { randomBytes } from 'node:crypto';
import type { Db } from '@/db/client.js';
import { hashPassword, needsRehash, verifyPassword } from '@/lib/password-hash.js';
import { tooManyAttempts, type AttemptLimits } from '@/plugins/attempt-limits.js';
import { issueOwnerAccessToken } from '@/plugins/owner-sessions.js';
import { signInDelayMs } from '@/modules/accounts/sign-in-service.js';
import { ownerAttemptRules, ownerLoginAccountKey } from './owner-attempt-rules.js';
import * as owners from './owners-repository.js';
import { loadOwnerSession, normalizeOwnerEmail } from './owners-service.js';

export interface OwnerSignInServiceDeps {
  db: Db;
  attemptLimits: AttemptLimits;
  passwordHashCost: number;
  /** The first step of the growing wait after failed sign-ins (LOGIN_DELAY_BASE_MS). */
  loginDelayBaseMs: number;
  sleep?: (ms: number) => Promise<void>;
}

const waitFor = (ms: number) =>
  ms <= 0 ? Promise.resolve() : new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Restaurant accounts sign in as diners do: never locked, each failure slows the next try instead. */
export function createOwnerSignInService({
  db,
  attemptLimits,
  passwordHashCost,
  loginDelayBaseMs,
  sleep = waitFor,
}: OwnerSignInServiceDeps) {
  let dummyHash: Promise<string> | undefined;
  // Unknown e-mails are checked against this hash so they cost the same time as known ones.
  const getDummyHash = () =>
    (dummyHash ??= hashPassword(randomBytes(16).toString('hex'), { cost: passwordHashCost }));

  return {
    /** The signed-in account with a new token; null for a wrong e-mail or password alike. */
    async logIn({ email, password, ip }: { email: string; password: string; ip: string }) {
      const normalized = normalizeOwnerEmail(email);
      const accountKey = ownerLoginAccountKey(normalized);
      const ipKey = attemptLimits.ipKey('owner-login', ip);
      // Both counted before the password is checked, so parallel guesses cannot slip past the limit or the
      // wait; a successful sign-in gives its counts back, which leaves only failures counted.
      const ipVerdict = await attemptLimits.consume(ipKey, ownerAttemptRules.loginFailuresPerIp);
      if (!ipVerdict.allowed) {
        throw tooManyAttempts(ipVerdict.retryAfterSeconds);
      }
      const accountVerdict = await attemptLimits.consume(
        accountKey,
        ownerAttemptRules.loginFailuresPerAccount,
      );
      await sleep(
        signInDelayMs(
          { accountFailures: accountVerdict.attempts - 1, ipFailures: Math.max(0, ipVerdict.attempts - 1) },
          loginDelayBaseMs,
        ),
      );

      const owner = await owners.findOwnerByEmail(db, normalized);
      const matches = await verifyPassword(password, owner?.passwordHash ?? (await getDummyHash()));
      if (!owner || !matches) {
        return null;
      }
      await attemptLimits.release(ipKey);
      await attemptLimits.reset(accountKey);
      if (needsRehash(owner.passwordHash, { cost: passwordHashCost })) {
        await owners.updateOwnerPasswordHash(
          db,
          owner.id,
          await hashPassword(password, { cost: passwordHashCost }),
        );
      }
      return loadOwnerSession(db, owner.id, await issueOwnerAccessToken(db, owner.id));
    },
  };
}

export type OwnerSignInService = ReturnType<typeof createOwnerSignInService>;
