import type { Db } from '@/db/client.js';
import type { AttemptLimits } from '@/plugins/attempt-limits.js';
import { issueOwnerAccessToken } from '@/plugins/owner-sessions.js';
import { createPasswordSignIn } from '@/plugins/password-sign-in.js';
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

/** Restaurant accounts sign in as diners do: never locked, each failure slows the next try instead. */
export function createOwnerSignInService({ db, ...deps }: OwnerSignInServiceDeps) {
  const checkPassword = createPasswordSignIn({
    ...deps,
    ipScope: 'owner-login',
    rules: {
      failuresPerIp: ownerAttemptRules.loginFailuresPerIp,
      failuresPerAccount: ownerAttemptRules.loginFailuresPerAccount,
    },
    saveRehash: (owner: { id: number; passwordHash: string }, passwordHash) =>
      owners.updateOwnerPasswordHash(db, owner.id, passwordHash),
  });

  return {
    /** The signed-in account with a new token; null for a wrong e-mail or password alike. */
    async logIn({ email, password, ip }: { email: string; password: string; ip: string }) {
      const normalized = normalizeOwnerEmail(email);
      const { signedIn, account: owner } = await checkPassword({
        accountKey: ownerLoginAccountKey(normalized),
        ip,
        password,
        findAccount: () => owners.findOwnerByEmail(db, normalized),
      });
      if (!signedIn) {
        return null;
      }
      return loadOwnerSession(db, owner.id, await issueOwnerAccessToken(db, owner.id));
    },
  };
}

export type OwnerSignInService = ReturnType<typeof createOwnerSignInService>;
