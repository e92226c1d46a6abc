import type { Db } from '@/db/client.js';
import type { AttemptLimits } from '@/plugins/attempt-limits.js';
import { issueAccessToken } from '@/plugins/auth.js';
import { createPasswordSignIn } from '@/plugins/password-sign-in.js';
import { accountAttemptRules, loginAccountKey } from './account-attempt-rules.js';
import * as accounts from './accounts-repository.js';
import type { UserWire } from './accounts-mappers.js';
import { loadUserWire, normalizeEmail } from './accounts-service.js';

export const LOGIN_FAILED_MESSAGE = 'Please make sure you have a right username and password';

export interface SignInServiceDeps {
  db: Db;
  attemptLimits: AttemptLimits;
  passwordHashCost: number;
  /** The first step of the growing wait after failed sign-ins (LOGIN_DELAY_BASE_MS). */
  loginDelayBaseMs: number;
  sleep?: (ms: number) => Promise<void>;
}

export function createSignInService({ db, ...deps }: SignInServiceDeps) {
  const checkPassword = createPasswordSignIn({
    ...deps,
    ipScope: 'login',
    rules: {
      failuresPerIp: accountAttemptRules.loginFailuresPerIp,
      failuresPerAccount: accountAttemptRules.loginFailuresPerAccount,
    },
    saveRehash: (user: { id: number; passwordHash: string }, passwordHash) =>
      accounts.updatePasswordHash(db, user.id, passwordHash),
  });

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
      const { signedIn, account: user } = await checkPassword({
        accountKey: loginAccountKey(normalized),
        ip,
        password,
        findAccount: () => accounts.findUserByEmail(db, normalized),
      });
      if (!signedIn) {
        await accounts.insertAnalyticsEvent(db, {
          name: 'login_failed',
          userId: user?.id ?? null,
          payload: { reason: user ? 'wrong_password' : 'unknown_email' },
        });
        return null;
      }
      return loadUserWire(db, user.id, await issueAccessToken(db, user.id));
    },
  };
}

export type SignInService = ReturnType<typeof createSignInService>;
