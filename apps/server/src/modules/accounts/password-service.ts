import { randomBytes } from 'node:crypto';
import { DomainError, PASSWORD_MESSAGES } from '@orderlane/domain';
import type { Db, Tx } from '@/db/client.js';
import { hashPassword, verifyPassword } from '@/lib/password-hash.js';
import { enforceAttemptLimit, type AttemptLimits } from '@/plugins/attempt-limits.js';
import { hashToken, revokeUserAccessTokens } from '@/plugins/auth.js';
import type { MailLocale, Mailer } from '@/plugins/mail/mailer.js';
import { accountAttemptRules, loginAccountKey } from './account-attempt-rules.js';
import * as accounts from './accounts-repository.js';
import { assertPasswordLongEnough, normalizeEmail } from './accounts-service.js';
import * as emailLinks from './email-token-repository.js';
import * as resets from './password-reset-repository.js';

export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
export const RESET_TOKEN_INVALID_MESSAGE = 'This Password Reset Request is no longer valid.';

export interface PasswordServiceDeps {
  db: Db;
  attemptLimits: AttemptLimits;
  mailer: Mailer;
  passwordHashCost: number;
  publicUrl: string;
  now?: () => Date;
}

export function createPasswordService({
  db,
  attemptLimits,
  mailer,
  passwordHashCost,
  publicUrl,
  now = () => new Date(),
}: PasswordServiceDeps) {
  /** Stores the new password and ends what the old one opened: reset links and other sessions. */
  async function storeNewPassword(tx: Tx, userId: number, passwordHash: string, keepTokenId?: number) {
    await accounts.updatePasswordHash(tx, userId, passwordHash);
    await resets.useAllResetTokens(tx, userId, now());
    // An e-mail change asked for under the old password is cancelled with it.
    await emailLinks.useAllEmailTokens(tx, userId, now(), 'CHANGE');
    await revokeUserAccessTokens(tx, userId, { keepTokenId, now: now() });
  }

  async function createResetMail(email: string, locale: MailLocale) {
    const user = await accounts.findUserByEmail(db, email);
    if (!user) {
      return null;
    }
    const token = randomBytes(32).toString('base64url');
    const createdAt = now();
    await resets.insertResetToken(db, {
      userId: user.id,
      tokenHash: hashToken(token),
      createdAt,
      expiresAt: new Date(createdAt.getTime() + RESET_TOKEN_TTL_MS),
    });
    const resetUrl = `${publicUrl}/resetPassword?email=${encodeURIComponent(user.email)}&token=${token}`;
    return {
      to: user.email,
      template: 'passwordReset' as const,
      locale,
      data: { email: user.email, resetUrl },
    };
  }

  return {
    /** The signed-in user's change; this session stays signed in, the others are signed out. */
    async changePassword(input: {
      userId: number;
      accessTokenId: number;
      oldPassword: string;
      newPassword: string;
    }) {
      assertPasswordLongEnough(input.newPassword, PASSWORD_MESSAGES.newTooShort);
      // Counted before the check and cleared on success, as at sign-in: a stolen session cannot guess on.
      const limitKey = `password-change:user:${input.userId}`;
      await enforceAttemptLimit(attemptLimits, limitKey, accountAttemptRules.wrongOldPasswordsPerUser);
      const user = await accounts.findUserById(db, input.userId);
      if (!user || !(await verifyPassword(input.oldPassword, user.passwordHash))) {
        throw new DomainError('invalid_data', 'The old password is not correct.');
      }
      const passwordHash = await hashPassword(input.newPassword, { cost: passwordHashCost });
      await db.transaction((tx) => storeNewPassword(tx, user.id, passwordHash, input.accessTokenId));
      await attemptLimits.reset(limitKey);
    },

    /**
     * Answers at once, the same way whether or not the account exists; the token and the mail are made
     * after the answer, so the time taken does not tell either.
     */
    async requestPasswordReset({ email, ip, locale }: { email: string; ip: string; locale: MailLocale }) {
      const normalized = normalizeEmail(email);
      await enforceAttemptLimit(
        attemptLimits,
        attemptLimits.ipKey('password-reset', ip),
        accountAttemptRules.resetRequestsPerIp,
      );
      // Past the per-e-mail limit the answer stays the same and no more mail goes out: the links already in
      // the mailbox still work, so someone flooding the form can neither bury nor block the owner's reset.
      const perEmail = await attemptLimits.consume(
        `password-reset:email:${normalized}`,
        accountAttemptRules.resetRequestsPerEmail,
      );
      if (perEmail.allowed) {
        mailer.enqueueLater(() => createResetMail(normalized, locale));
      }
    },

    async isResetTokenValid({ email, token }: { email: string; token: string }): Promise<boolean> {
      const live = await resets.findLiveResetToken(db, {
        email: normalizeEmail(email),
        tokenHash: hashToken(token),
        now: now(),
      });
      return live !== null;
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
      assertPasswordLongEnough(newPassword, PASSWORD_MESSAGES.newTooShort);
      const normalized = normalizeEmail(email);
      const live = await resets.findLiveResetToken(db, {
        email: normalized,
        tokenHash: hashToken(token),
        now: now(),
      });
      if (!live) {
        throw new DomainError('invalid_data', RESET_TOKEN_INVALID_MESSAGE);
      }
      const passwordHash = await hashPassword(newPassword, { cost: passwordHashCost });
      await db.transaction(async (tx) => {
        // Spent inside the transaction: of two requests with one link, only one changes the password.
        if (!(await resets.useResetToken(tx, live.id, now()))) {
          throw new DomainError('invalid_data', RESET_TOKEN_INVALID_MESSAGE);
        }
        await storeNewPassword(tx, live.userId, passwordHash);
      });
      // Whoever can read the mailbox is the owner: lift a lockout the attacker may have caused.
      await attemptLimits.reset(loginAccountKey(normalized));
      return live.userId;
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
