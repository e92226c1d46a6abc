import { randomBytes } from 'node:crypto';
import { DomainError } from '@orderlane/domain';
import type { Db, Executor } from '@/db/client.js';
import { verifyPassword } from '@/lib/password-hash.js';
import { enforceAttemptLimit, type AttemptLimits } from '@/plugins/attempt-limits.js';
import { hashToken, revokeUserAccessTokens } from '@/plugins/auth.js';
import type { MailLocale, Mailer, MailRequest } from '@/plugins/mail/mailer.js';
import { settleReferral } from '@/modules/rewards/rewards-service.js';
import { accountAttemptRules } from './account-attempt-rules.js';
import * as accounts from './accounts-repository.js';
import * as links from './email-token-repository.js';

/** A mailed link works once, within 48 hours. */
export const EMAIL_LINK_TTL_MS = 48 * 60 * 60 * 1000;
export const EMAIL_LINK_INVALID_MESSAGE =
  'This link is no longer valid. It works once, within 48 hours; please ask for a new one.';
export const CURRENT_PASSWORD_WRONG_MESSAGE = 'The current password is not correct.';

export interface EmailVerificationDeps {
  db: Db;
  attemptLimits: AttemptLimits;
  mailer: Mailer;
  publicUrl: string;
  now?: () => Date;
}

export interface ConfirmedLink {
  purpose: links.EmailTokenPurpose;
  email: string;
  userId: number;
}

export function createEmailVerificationService({
  db,
  attemptLimits,
  mailer,
  publicUrl,
  now = () => new Date(),
}: EmailVerificationDeps) {
  /** A new single-use link for the address; only its hash is kept. */
  async function issueLink(
    executor: Executor,
    link: {
      userId: number;
      purpose: links.EmailTokenPurpose;
      email: string;
      requestedByTokenId: number | null;
    },
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const createdAt = now();
    await links.insertEmailToken(executor, {
      ...link,
      tokenHash: hashToken(token),
      createdAt,
      expiresAt: new Date(createdAt.getTime() + EMAIL_LINK_TTL_MS),
    });
    return `${publicUrl}/verify-email?token=${token}`;
  }

  /** The sign-up mail: a welcome that asks to confirm the address. Made after the answer. */
  function mailVerificationLater(user: {
    userId: number;
    email: string;
    firstName: string;
    locale: MailLocale;
  }) {
    mailer.enqueueLater(async (): Promise<MailRequest> => {
      const verifyUrl = await issueLink(db, {
        userId: user.userId,
        purpose: 'VERIFY',
        email: user.email,
        requestedByTokenId: null,
      });
      return {
        to: user.email,
        template: 'verifyEmail',
        locale: user.locale,
        data: { firstName: user.firstName, verifyUrl },
      };
    });
  }

  return {
    mailVerificationLater,

    /** Another verification link, at most a few an hour; nothing to do for a verified address. */
    async resendVerification({ userId, locale }: { userId: number; locale: MailLocale }) {
      await enforceAttemptLimit(
        attemptLimits,
        `verify-email:user:${userId}`,
        accountAttemptRules.verificationMailsPerUser,
      );
      const user = await accounts.findUserById(db, userId);
      if (!user || user.emailVerifiedAt) {
        return;
      }
      const [info] = await accounts.findUserInfos(db, userId);
      mailVerificationLater({ userId, email: user.email, firstName: info?.firstName ?? '', locale });
    },

    /**
     * An e-mail change: only with the current password, and only once the new address confirms it through a
     * mailed link; the old address is told at once. Nothing changes until then.
     */
    async requestEmailChange(input: {
      userId: number;
      accessTokenId: number;
      currentPassword: string | undefined;
      newEmail: string;
      locale: MailLocale;
    }) {
      if (!input.currentPassword) {
        throw new DomainError(
          'invalid_data',
          'Please enter your current password to change your e-mail address.',
        );
      }
      // Counted before the check, as at sign-in: a stolen session cannot guess the password this way.
      const limitKey = `email-change:user:${input.userId}`;
      await enforceAttemptLimit(attemptLimits, limitKey, accountAttemptRules.wrongOldPasswordsPerUser);
      const user = await accounts.findUserById(db, input.userId);
      if (!user || !(await verifyPassword(input.currentPassword, user.passwordHash))) {
        throw new DomainError('invalid_data', CURRENT_PASSWORD_WRONG_MESSAGE);
      }
      await attemptLimits.reset(limitKey);
      const confirmUrl = await db.transaction(async (tx) => {
        await links.useAllEmailTokens(tx, input.userId, now(), 'CHANGE');
        return issueLink(tx, {
          userId: input.userId,
          purpose: 'CHANGE',
          email: input.newEmail,
          requestedByTokenId: input.accessTokenId,
        });
      });
      const resetUrl = `${publicUrl}/forgotPassword`;
      await mailer.enqueue({
        to: input.newEmail,
        template: 'confirmEmailChange',
        locale: input.locale,
        data: { newEmail: input.newEmail, confirmUrl },
      });
      await mailer.enqueue({
        to: user.email,
        template: 'emailChangeNotice',
        locale: input.locale,
        data: { oldEmail: user.email, newEmail: input.newEmail, resetUrl },
      });
    },

    /**
     * Opens a mailed link, once: a sign-up link verifies the address (and may settle a referral); a change link
     * makes the new address the sign-in address and signs out every session but the one that asked for it.
     */
    async confirmLink(token: string): Promise<ConfirmedLink> {
      const at = now();
      const link = await links.findLiveEmailToken(db, hashToken(token), at);
      if (!link) {
        throw new DomainError('invalid_data', EMAIL_LINK_INVALID_MESSAGE);
      }
      try {
        await db.transaction(async (tx) => {
          if (!(await links.useEmailToken(tx, link.id, at))) {
            throw new DomainError('invalid_data', EMAIL_LINK_INVALID_MESSAGE);
          }
          if (link.purpose === 'VERIFY') {
            await accounts.markEmailVerified(tx, link.userId, link.email, at);
          } else {
            if (await accounts.isEmailUsedByAnother(tx, link.email, link.userId)) {
              throw new DomainError('conflict', 'Another account already uses this e-mail.');
            }
            await accounts.updateEmail(tx, link.userId, link.email, at);
            await revokeUserAccessTokens(tx, link.userId, {
              ...(link.requestedByTokenId === null ? {} : { keepTokenId: link.requestedByTokenId }),
              now: at,
            });
          }
          await settleReferral(tx, link.userId, at);
        });
      } catch (error) {
        // Another account took the address between the check and the update.
        throw accounts.isUniqueViolation(error)
          ? new DomainError('conflict', 'Another account already uses this e-mail.')
          : error;
      }
      return { purpose: link.purpose, email: link.email, userId: link.userId };
    },
  };
}

export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
