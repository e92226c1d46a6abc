import { ACCOUNT_PASSWORD_MIN_LENGTH, DomainError, isEmailValid, toPhoneDigits } from '@orderlane/domain';
import type { Db, Executor } from '@/db/client.js';
import { hashPassword } from '@/lib/password-hash.js';
import { enforceAttemptLimit, type AttemptLimits } from '@/plugins/attempt-limits.js';
import { OWNER_SESSION_INVALID_MESSAGE } from '@/plugins/owner-auth.js';
import { issueOwnerAccessToken, revokeOwnerAccessToken } from '@/plugins/owner-sessions.js';
import { ownerAttemptRules } from './owner-attempt-rules.js';
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
  return {
    /**
     * A new restaurant account, signed in; 409 'Email already exists' when the e-mail is taken. That answer tells
     * whether an e-mail has an account, so an address gets few of them, and both answers cost the same hashing.
     */
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
      // Counted before the e-mail is looked up, so the refusal says nothing about it; given back on success.
      const takenKey = attemptLimits.ipKey('owner-signup-taken', ip);
      await enforceAttemptLimit(attemptLimits, takenKey, ownerAttemptRules.takenEmailAnswersPerIp);
      const passwordHash = await hashPassword(input.password, { cost: passwordHashCost });
      const { ownerId, accessToken } = await db.transaction(async (tx) => {
        const account = {
          name: input.name.trim(),
          email,
          username: email,
          passwordHash,
          phoneNumber: input.phoneNumber.trim() === '' ? '' : toPhoneDigits(input.phoneNumber),
          preferredLanguage: input.preferredLanguage,
        };
        const id =
          (await owners.insertOwner(tx, account)) ?? (await owners.claimInvitedPlaceholder(tx, account));
        if (id === null) {
          throw new DomainError('conflict', OWNER_EMAIL_TAKEN_MESSAGE);
        }
        return { ownerId: id, accessToken: await issueOwnerAccessToken(tx, id) };
      });
      await attemptLimits.release(takenKey);
      return loadOwnerSession(db, ownerId, accessToken);
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
