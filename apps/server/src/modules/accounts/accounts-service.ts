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
import { toUserWire, type UserWire } from './accounts-mappers.js';

/** What a referral is worth, to the new user at sign-up and to the referrer at the first order. */
export const REFERRAL_CREDIT_CENTS = 500;

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

/** Pays the referrer of `referredUserId` once, when their first order is placed; answers the cents paid. */
export async function creditReferrerOnFirstOrder(tx: Executor, referredUserId: number): Promise<number> {
  const referral = await accounts.markReferrerCredited(tx, referredUserId, new Date());
  if (!referral) {
    return 0;
  }
  await accounts.addRewardCents(tx, referral.referrerUserId, REFERRAL_CREDIT_CENTS);
  return REFERRAL_CREDIT_CENTS;
}

export async function loadUserWire(db: Executor, userId: number, accessToken: string): Promise<UserWire> {
  const user = await accounts.findUserById(db, userId);
  if (!user) {
    throw new DomainError('forbidden', 'Your session is no longer valid.');
  }
  return toUserWire(user, await accounts.findUserInfos(db, userId), accessToken);
}

export function createAccountsService({
  db,
  attemptLimits,
  mailer,
  passwordHashCost,
  publicUrl,
}: AccountsServiceDeps) {
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
      // An invalid reference, or one naming no user, is ignored as the spec says.
      const reference = decodeReferralReference(input.reference);
      const referrer = reference ? await accounts.findUserById(db, reference.id) : null;

      const { userId, accessToken } = await db.transaction(async (tx) => {
        const newUserId = await accounts.insertUser(tx, {
          email,
          passwordHash,
          rewardBalanceCents: referrer ? REFERRAL_CREDIT_CENTS : 0,
          preferredLanguage: locale,
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

      mailer.enqueueLater(async () => ({
        to: email,
        template: 'welcome',
        locale,
        data: { firstName: input.firstName, storesUrl: `${publicUrl}/storeslist` },
      }));
      return loadUserWire(db, userId, accessToken);
    },

    getUser(userId: number, accessToken: string): Promise<UserWire> {
      return loadUserWire(db, userId, accessToken);
    },

    /** Only the token's owner reaches this; `userInfos` replaces the stored entries. */
    async updateUser(userId: number, accessToken: string, changes: ProfileChanges): Promise<UserWire> {
      const email = changes.email === undefined ? undefined : normalizeEmail(changes.email);
      if (email !== undefined) {
        assertEmailValid(email);
        if (await accounts.isEmailUsedByAnother(db, email, userId)) {
          throw new DomainError('conflict', 'Another account already uses this e-mail.');
        }
      }
      const infos = changes.userInfos ? toStoredInfos(changes.userInfos) : undefined;
      try {
        await db.transaction(async (tx) => {
          await accounts.updateUserSettings(tx, userId, { email, optIn: changes.optIn });
          if (infos) {
            await accounts.replaceUserInfos(tx, userId, infos);
          }
        });
      } catch (error) {
        // Another account took the e-mail between the check and the update.
        throw accounts.isUniqueViolation(error)
          ? new DomainError('conflict', 'Another account already uses this e-mail.')
          : error;
      }
      return loadUserWire(db, userId, accessToken);
    },

    async logOut(accessTokenId: number) {
      await revokeAccessToken(db, accessTokenId);
    },

    /** The base64 JSON `{firstName, lastName, id}` a user shares; sign-ups through it earn both $5. */
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
