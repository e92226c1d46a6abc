import { randomBytes } from 'node:crypto';
import { ACCOUNT_PASSWORD_MIN_LENGTH, DomainError, isEmailValid, toPhoneDigits } from '@orderlane/domain';
import type { Db, Executor } from '@/db/client.js';
import { hashPassword, needsRehash, verifyPassword } from '@/lib/password-hash.js';
import { enforceAttemptLimit, tooManyAttempts, type AttemptLimits } from '@/plugins/attempt-limits.js';
import { OWNER_SESSION_INVALID_MESSAGE } from '@/plugins/owner-auth.js';
import { issueOwnerAccessToken, revokeOwnerAccessToken } from '@/plugins/owner-sessions.js';
import { ownerAttemptRules, ownerLoginAccountKey } from './owner-attempt-rules.js';
import { toOwnerSessionWire, type OwnerSessionWire } from './owners-mappers.js';
import * as owners from './owners-repository.js';

export const OWNER_LOGIN_FAILED_MESSAGE = 'Please make sure you have a right username and password';
export const OWNER_EMAIL_TAKEN_MESSAGE = 'Email already exists';
export const OWNER_PASSWORD_TOO_SHORT_MESSAGE = `The password must be at least ${ACCOUNT_PASSWORD_MIN_LENGTH} characters.`;

export type OwnerLanguage = 'EN' | 'CN';

export interface OwnerSignUpInput {
  name: string;
  email: string;
  password: string;
  phoneNumber: string;
  preferredLanguage: OwnerLanguage;
}

export interface OwnersServiceDeps {
  db: Db;
  attemptLimits: AttemptLimits;
  passwordHashCost: number;
}

export const normalizeOwnerEmail = (email: string) => email.trim().toLowerCase();

export function assertOwnerPasswordLongEnough(password: string, message = OWNER_PASSWORD_TOO_SHORT_MESSAGE) {
  if (password.length < ACCOUNT_PASSWORD_MIN_LENGTH) {
    throw new DomainError('invalid_data', message);
  }
}

export async function loadOwnerSession(
  db: Executor,
  ownerId: number,
  accessToken: string,
): Promise<OwnerSessionWire> {
  const owner = await owners.findOwnerById(db, ownerId);
  if (!owner) {
    throw new DomainError('forbidden', OWNER_SESSION_INVALID_MESSAGE);
  }
  return toOwnerSessionWire(owner, await owners.findOwnerStores(db, ownerId), accessToken);
}

export function createOwnersService({ db, attemptLimits, passwordHashCost }: OwnersServiceDeps) {
  let dummyHash: Promise<string> | undefined;
  // Unknown e-mails are checked against this hash so they cost the same time as known ones.
  const getDummyHash = () =>
    (dummyHash ??= hashPassword(randomBytes(16).toString('hex'), { cost: passwordHashCost }));

  return {
    /** A new restaurant account, signed in; 409 'Email already exists' when the e-mail is taken. */
    async signUp(input: OwnerSignUpInput, { ip }: { ip: string }): Promise<OwnerSessionWire> {
      await enforceAttemptLimit(
        attemptLimits,
        attemptLimits.ipKey('owner-signup', ip),
        ownerAttemptRules.signUpsPerIp,
      );
      const email = normalizeOwnerEmail(input.email);
      if (!isEmailValid(email)) {
        throw new DomainError('invalid_data', 'Please provide a valid email.');
      }
      assertOwnerPasswordLongEnough(input.password);
      const passwordHash = await hashPassword(input.password, { cost: passwordHashCost });
      const { ownerId, accessToken } = await db.transaction(async (tx) => {
        const id = await owners.insertOwner(tx, {
          name: input.name.trim(),
          email,
          username: email,
          passwordHash,
          phoneNumber: input.phoneNumber.trim() === '' ? '' : toPhoneDigits(input.phoneNumber),
          preferredLanguage: input.preferredLanguage,
        });
        if (id === null) {
          throw new DomainError('conflict', OWNER_EMAIL_TAKEN_MESSAGE);
        }
        return { ownerId: id, accessToken: await issueOwnerAccessToken(tx, id) };
      });
      return loadOwnerSession(db, ownerId, accessToken);
    },

    /** The signed-in account with a new token; null for a wrong e-mail or password alike. */
    async logIn({ email, password, ip }: { email: string; password: string; ip: string }) {
      const normalized = normalizeOwnerEmail(email);
      const accountKey = ownerLoginAccountKey(normalized);
      const ipKey = attemptLimits.ipKey('owner-login', ip);
      // Both counted before the password is checked, so parallel guesses cannot slip past either limit.
      const ipVerdict = await attemptLimits.consume(ipKey, ownerAttemptRules.loginFailuresPerIp);
      if (!ipVerdict.allowed) {
        throw tooManyAttempts(ipVerdict.retryAfterSeconds);
      }
      await enforceAttemptLimit(attemptLimits, accountKey, ownerAttemptRules.loginFailuresPerAccount);

      const owner = await owners.findOwnerByEmail(db, normalized);
      const matches = await verifyPassword(password, owner?.passwordHash ?? (await getDummyHash()));
      if (!owner || !matches) {
        return null;
      }
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

    getSession(ownerId: number, accessToken: string) {
      return loadOwnerSession(db, ownerId, accessToken);
    },

    async logOut(tokenId: number) {
      await revokeOwnerAccessToken(db, tokenId);
    },

    /** Name and e-mail of an account, for mails and summaries; null when it is gone. */
    async findOwner(ownerId: number) {
      const owner = await owners.findOwnerById(db, ownerId);
      return owner
        ? { id: owner.id, name: owner.name, email: owner.email, phoneNumber: owner.phoneNumber }
        : null;
    },

    listStores(ownerId: number) {
      return owners.findOwnerStores(db, ownerId);
    },

    /** Gives an account a role at a store (inside the caller's transaction when one is passed). */
    async addStoreMember(
      member: { storeId: number; ownerId: number; role: 'OWNER' | 'STAFF' },
      executor: Executor = db,
    ) {
      await owners.upsertStoreMember(executor, member);
    },
  };
}

export type OwnersService = ReturnType<typeof createOwnersService>;
