import {
  ACCOUNT_PASSWORD_MIN_LENGTH,
  DomainError,
  decodeReferralReference,
  encodeReferralReference,
  isEmailValid,
  isPhoneValid,
  isZipValid,
  toPhoneDigits,
  type UserInfos,
} from '@orderlane/domain';
import type { Db, Executor } from '@/db/client.js';
import { hashPassword } from '@/lib/password-hash.js';
import { enforceAttemptLimit, type AttemptLimits } from '@/plugins/attempt-limits.js';
import { issueAccessToken, revokeAccessToken } from '@/plugins/auth.js';
import type { MailLocale, Mailer } from '@/plugins/mail/mailer.js';
import { accountAttemptRules } from './account-attempt-rules.js';
import * as accounts from './accounts-repository.js';
import { REFERRAL_CREDIT_CENTS, findPendingRewardCents } from '@/modules/rewards/rewards-service.js';
import { toUserWire, type UserWire } from './accounts-mappers.js';
import { findPendingEmailChange } from './email-token-repository.js';
import { createEmailVerificationService } from './email-verification-service.js';

export interface AccountsServiceDeps {
  db: Db;
  attemptLimits: AttemptLimits;
  mailer: Mailer;
  passwordHashCost: number;
  publicUrl: string;
}

export interface SignUpInput {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  phoneNumber: string;
  reference?: string | undefined;
}

export interface ProfileChanges {
  email?: string | undefined;
  /** Needed only to change the e-mail address. */
  currentPassword?: string | undefined;
  optIn?: boolean | undefined;
  userInfos?: UserInfos | undefined;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function assertPasswordLongEnough(password: string, message: string) {
  if (password.length < ACCOUNT_PASSWORD_MIN_LENGTH) {
    throw new DomainError('invalid_data', message);
  }
}

function assertEmailValid(email: string) {
  if (!isEmailValid(email)) {
    throw new DomainError('invalid_data', 'Please enter a valid e-mail address.');
  }
}

/** Profile entries as stored: phone digits only, each filled-in phone and ZIP well-formed. */
function toStoredInfos(infos: UserInfos): accounts.NewUserInfo[] {
  return infos.map((info) => {
    if (info.phoneNumber !== '' && !isPhoneValid(info.phoneNumber)) {
      throw new DomainError('invalid_data', `"${info.phoneNumber}" is not a valid US phone number.`);
    }
    if (info.zip !== '' && !isZipValid(info.zip)) {
      throw new DomainError('invalid_data', `"${info.zip}" is not a valid ZIP code; use 5 digits.`);
    }
    return { ...info, phoneNumber: info.phoneNumber === '' ? '' : toPhoneDigits(info.phoneNumber) };
  });
}

export async function loadUserWire(db: Executor, userId: number, accessToken: string): Promise<UserWire> {
  const user = await accounts.findUserById(db, userId);
  if (!user) {
    throw new DomainError('forbidden', 'Your session is no longer valid.');
  }
  const [infos, pendingEmail, pendingRewardCents] = await Promise.all([
    accounts.findUserInfos(db, userId),
    findPendingEmailChange(db, userId, new Date()),
    findPendingRewardCents(db, userId),
  ]);
  return toUserWire(user, infos, accessToken, { pendingEmail, pendingRewardCents });
}

export function createAccountsService({
  db,
  attemptLimits,
  mailer,
  passwordHashCost,
  publicUrl,
}: AccountsServiceDeps) {
  const emailVerification = createEmailVerificationService({ db, attemptLimits, mailer, publicUrl });
  return {
    async signUp(input: SignUpInput, { ip, locale }: { ip: string; locale: MailLocale }): Promise<UserWire> {
      await enforceAttemptLimit(
        attemptLimits,
        attemptLimits.ipKey('signup', ip),
        accountAttemptRules.signUpsPerIp,
      );
      const email = normalizeEmail(input.email);
      assertEmailValid(email);
      if (!isPhoneValid(input.phoneNumber)) {
        throw new DomainError('invalid_data', 'Please enter a valid US mobile number.');
      }
      assertPasswordLongEnough(
        input.password,
        `The password must be at least ${ACCOUNT_PASSWORD_MIN_LENGTH} characters.`,
      );
      const passwordHash = await hashPassword(input.password, { cost: passwordHashCost });
      // An invalid reference, or one naming no user, is ignored as the spec says; a valid one earns credit
      // only later (verified e-mail and a first paid order, rewards service).
      const reference = decodeReferralReference(input.reference);
      const referrer = reference ? await accounts.findUserById(db, reference.id) : null;

      const { userId, accessToken } = await db.transaction(async (tx) => {
        const newUserId = await accounts.insertUser(tx, {
          email,
          passwordHash,
          preferredLanguage: locale,
          // An exempt address (a monitor, a load test) says nothing about the device.
          signUpIp: attemptLimits.ipKey('signup', ip) === null ? null : ip,
        });
        if (newUserId === null) {
          throw new DomainError(
            'conflict',
            'An account with this e-mail already exists. Please sign in or reset your password.',
          );
        }
        await accounts.replaceUserInfos(tx, newUserId, [
          {
            firstName: input.firstName,
            lastName: input.lastName,
            phoneNumber: toPhoneDigits(input.phoneNumber),
          },
        ]);
        if (referrer) {
          await accounts.insertReferral(tx, {
            referrerUserId: referrer.id,
            referredUserId: newUserId,
            signUpCreditCents: REFERRAL_CREDIT_CENTS,
          });
        }
        return { userId: newUserId, accessToken: await issueAccessToken(tx, newUserId) };
      });

      emailVerification.mailVerificationLater({ userId, email, firstName: input.firstName, locale });
      return loadUserWire(db, userId, accessToken);
    },

    getUser(userId: number, accessToken: string): Promise<UserWire> {
      return loadUserWire(db, userId, accessToken);
    },

    /**
     * Only the token's owner reaches this; `userInfos` replaces the stored entries. A new e-mail address needs
     * the current password and takes effect only once confirmed through the link mailed to it.
     */
    async updateUser(
      session: { userId: number; accessToken: string; accessTokenId: number; locale: MailLocale },
      changes: ProfileChanges,
    ): Promise<UserWire> {
      const { userId } = session;
      const email = changes.email === undefined ? undefined : normalizeEmail(changes.email);
      const current = await accounts.findUserById(db, userId);
      const isNewEmail = email !== undefined && email !== current?.email;
      const infos = changes.userInfos ? toStoredInfos(changes.userInfos) : undefined;
      if (isNewEmail) {
        assertEmailValid(email);
        if (await accounts.isEmailUsedByAnother(db, email, userId)) {
          throw new DomainError('conflict', 'Another account already uses this e-mail.');
        }
        await emailVerification.requestEmailChange({
          userId,
          accessTokenId: session.accessTokenId,
          currentPassword: changes.currentPassword,
          newEmail: email,
          locale: session.locale,
        });
      }
      await db.transaction(async (tx) => {
        await accounts.updateUserSettings(tx, userId, { optIn: changes.optIn });
        if (infos) {
          await accounts.replaceUserInfos(tx, userId, infos);
        }
      });
      return loadUserWire(db, userId, session.accessToken);
    },

    async logOut(accessTokenId: number) {
      await revokeAccessToken(db, accessTokenId);
    },

    /**
     * The base64 JSON `{firstName, lastName, id}` a user shares; a sign-up through it earns both $5 once the
     * new diner verified the e-mail address and paid a first order.
     */
    async getReferralReference(userId: number): Promise<string> {
      const [info] = await accounts.findUserInfos(db, userId);
      return encodeReferralReference({
        id: userId,
        firstName: info?.firstName ?? '',
        lastName: info?.lastName ?? '',
      });
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
