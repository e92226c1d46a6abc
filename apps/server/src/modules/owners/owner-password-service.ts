import { randomBytes } from 'node:crypto';
import { DomainError } from '@orderlane/domain';
import type { Db, Tx } from '@/db/client.js';
import { hashPassword, verifyPassword } from '@/lib/password-hash.js';
import { enforceAttemptLimit, type AttemptLimits } from '@/plugins/attempt-limits.js';
import { hashToken } from '@/plugins/auth.js';
import type { MailLocale, Mailer } from '@/plugins/mail/mailer.js';
import { revokeOwnerAccessTokens } from '@/plugins/owner-sessions.js';
import { ownerAttemptRules, ownerLoginAccountKey } from './owner-attempt-rules.js';
import * as owners from './owners-repository.js';
import { assertOwnerPasswordLongEnough, normalizeOwnerEmail } from './owners-service.js';

export const OWNER_RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
export const OWNER_RESET_TOKEN_INVALID_MESSAGE = 'This Password Reset Request is no longer valid.';
/** The portal page the reset mail links to, with `?email=&token=`. */
export const OWNER_RESET_PAGE_PATH = '/portal/reset-password';

/** The count of an account's wrong current passwords, shared by every call that asks for the current password. */
export const ownerCurrentPasswordKey = (ownerId: number) => `owner-password-change:${ownerId}`;

export const OWNER_CURRENT_PASSWORD_WRONG_MESSAGE = 'The current password is not correct.';

/**
 * For a change that needs the signed-in account's current password (bank details): counted first with the
 * password change's wrong tries (429 past them), 403 when wrong; a right one gives its count back.
 */
export async function confirmOwnerCurrentPassword(
  { db, attemptLimits }: { db: Db; attemptLimits: AttemptLimits },
  ownerId: number,
  password: string,
) {
  const limitKey = ownerCurrentPasswordKey(ownerId);
  await enforceAttemptLimit(attemptLimits, limitKey, ownerAttemptRules.wrongOldPasswordsPerOwner);
  const owner = await owners.findOwnerById(db, ownerId);
  if (!owner || !(await verifyPassword(password, owner.passwordHash))) {
    throw new DomainError('forbidden', OWNER_CURRENT_PASSWORD_WRONG_MESSAGE);
  }
  await attemptLimits.release(limitKey);
}

export interface OwnerPasswordServiceDeps {
  db: Db;
  attemptLimits: AttemptLimits;
  mailer: Mailer;
  passwordHashCost: number;
  publicUrl: string;
  now?: () => Date;
}

export function createOwnerPasswordService({
  db,
  attemptLimits,
  mailer,
  passwordHashCost,
  publicUrl,
  now = () => new Date(),
}: OwnerPasswordServiceDeps) {
  /** Stores the new password and ends what the old one opened: reset links and other sessions. */
  async function storeNewPassword(tx: Tx, ownerId: number, passwordHash: string, keepTokenId?: number) {
    await owners.updateOwnerPasswordHash(tx, ownerId, passwordHash);
    await owners.useAllOwnerResetTokens(tx, ownerId, now());
    await revokeOwnerAccessTokens(tx, ownerId, { keepTokenId, now: now() });
  }

  async function createResetMail(email: string, locale: MailLocale) {
    const owner = await owners.findOwnerByEmail(db, email);
    if (!owner) {
      return null;
    }
    const token = randomBytes(32).toString('base64url');
    const createdAt = now();
    await owners.insertOwnerResetToken(db, {
      ownerId: owner.id,
      tokenHash: hashToken(token),
      createdAt,
      expiresAt: new Date(createdAt.getTime() + OWNER_RESET_TOKEN_TTL_MS),
    });
    const resetUrl = `${publicUrl}${OWNER_RESET_PAGE_PATH}?email=${encodeURIComponent(owner.email)}&token=${token}`;
    return {
      to: owner.email,
      template: 'ownerPasswordReset' as const,
      locale,
      data: { email: owner.email, resetUrl },
    };
  }

  async function findLiveToken(email: string, token: string) {
    return owners.findLiveOwnerResetToken(db, {
      email: normalizeOwnerEmail(email),
      tokenHash: hashToken(token),
      now: now(),
    });
  }

  return {
    /** The signed-in account's change; this session stays signed in, the others are signed out. */
    async changePassword(input: {
      ownerId: number;
      tokenId: number;
      oldPassword: string;
      newPassword: string;
    }) {
      assertOwnerPasswordLongEnough(input.newPassword);
      const limitKey = ownerCurrentPasswordKey(input.ownerId);
      await enforceAttemptLimit(attemptLimits, limitKey, ownerAttemptRules.wrongOldPasswordsPerOwner);
      const owner = await owners.findOwnerById(db, input.ownerId);
      if (!owner || !(await verifyPassword(input.oldPassword, owner.passwordHash))) {
        throw new DomainError('invalid_data', 'The old password is not correct.');
      }
      const passwordHash = await hashPassword(input.newPassword, { cost: passwordHashCost });
      await db.transaction((tx) => storeNewPassword(tx, owner.id, passwordHash, input.tokenId));
      await attemptLimits.reset(limitKey);
    },

    /** Answers the same way whether or not the account exists; the mail is made after the answer. */
    async requestPasswordReset({ email, ip, locale }: { email: string; ip: string; locale: MailLocale }) {
      const normalized = normalizeOwnerEmail(email);
      await enforceAttemptLimit(
        attemptLimits,
        attemptLimits.ipKey('owner-password-reset', ip),
        ownerAttemptRules.resetRequestsPerIp,
      );
      await enforceAttemptLimit(
        attemptLimits,
        `owner-password-reset:email:${normalized}`,
        ownerAttemptRules.resetRequestsPerEmail,
      );
      mailer.enqueueLater(() => createResetMail(normalized, locale));
    },

    async isResetTokenValid({ email, token }: { email: string; token: string }): Promise<boolean> {
      return (await findLiveToken(email, token)) !== null;
    },

    /** Sets the password a mailed link allows and signs every session out; answers whose account it was. */
    async resetPassword({
      email,
      token,
      newPassword,
    }: {
      email: string;
      token: string;
      newPassword: string;
    }): Promise<number> {
      assertOwnerPasswordLongEnough(newPassword);
      const live = await findLiveToken(email, token);
      if (!live) {
        throw new DomainError('invalid_data', OWNER_RESET_TOKEN_INVALID_MESSAGE);
      }
      const passwordHash = await hashPassword(newPassword, { cost: passwordHashCost });
      await db.transaction(async (tx) => {
        // Spent inside the transaction: of two requests with one link, only one changes the password.
        if (!(await owners.useOwnerResetToken(tx, live.id, now()))) {
          throw new DomainError('invalid_data', OWNER_RESET_TOKEN_INVALID_MESSAGE);
        }
        await storeNewPassword(tx, live.ownerId, passwordHash);
      });
      // Whoever can read the mailbox holds the account: forget the failures that would slow its sign-in.
      await attemptLimits.reset(ownerLoginAccountKey(normalizeOwnerEmail(email)));
      return live.ownerId;
    },
  };
}

export type OwnerPasswordService = ReturnType<typeof createOwnerPasswordService>;
