import {
  DomainError,
  storeLocalDate,
  utcMidnightOfDay,
  validateBankAccount,
  type BankAccountForm,
} from '@orderlane/domain';
import type { Db } from '@/db/client.js';
import type { AttemptLimits } from '@/plugins/attempt-limits.js';
import type { Mailer, MailRequest } from '@/plugins/mail/mailer.js';
import type { SecretBox } from '@/plugins/secrets.js';
import { confirmOwnerCurrentPassword } from '@/modules/owners/owner-password-service.js';
import type { OwnersService } from '@/modules/owners/owners-service.js';
import { createStaffService } from '@/modules/portal/staff-service.js';
import * as onboarding from './onboarding-repository.js';
import type { OnboardingService } from './onboarding-service.js';

/** The form's fields (the domain's rules check them) and what only the server's call carries. */
export interface BankAccountInput extends BankAccountForm {
  textConsent: boolean;
  /** Needed once the store has bank details or is live; the first entry while setting a store up needs none. */
  currentPassword: string;
}

export interface BankAccountServiceDeps {
  db: Db;
  owners: OwnersService;
  onboardingService: OnboardingService;
  mailer: Mailer;
  secretBox: SecretBox;
  attemptLimits: AttemptLimits;
  publicUrl: string;
  now?: () => Date;
}

/** Days no payout goes out after the payout account of a store already set up changes. */
export const PAYOUT_HOLD_DAYS = 7;
export const CURRENT_PASSWORD_NEEDED_MESSAGE =
  'Please enter your current password to change the bank details of this store.';

const DAY_MS = 24 * 60 * 60 * 1000;
const invalid = (message: string) => new DomainError('invalid_data', message);
const digitsOf = (text: string) => text.replace(/[\s-]/g, '');

/** A date of birth as YYYY-MM-DD (or MM/DD/YYYY) of someone 18 to 120 years old. */
function readDateOfBirth(text: string, now: Date): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : us
      ? [Number(us[3]), Number(us[1]), Number(us[2])]
      : [0, 0, 0];
  const midnight = utcMidnightOfDay(year, month, day);
  const turned = (years: number) => Date.UTC(year + years, month - 1, day) <= now.getTime();
  if (midnight === null || !turned(18) || turned(121)) {
    throw invalid("Please enter the owner's date of birth (the owner must be at least 18).");
  }
  return new Date(midnight).toISOString().slice(0, 10);
}

/** The checked numbers of the form, or the sentence saying what is wrong. */
function readBankAccount(input: BankAccountInput, now: Date) {
  const routingNumber = digitsOf(input.routingNumber);
  const accountNumber = digitsOf(input.accountNumber);
  const problem = validateBankAccount({
    ...input,
    routingNumber,
    accountNumber,
    confirmAccountNumber: digitsOf(input.confirmAccountNumber),
  });
  if (problem) {
    throw invalid(problem);
  }
  const taxId = digitsOf(input.taxId);
  if (!/^\d{9}$/.test(taxId)) {
    throw invalid('Please enter the EIN as nine digits (12-3456789).');
  }
  if (!/^\d{4,17}$/.test(accountNumber)) {
    throw invalid('Please enter the account number as 4 to 17 digits.');
  }
  return { routingNumber, accountNumber, taxId, dateOfBirth: readDateOfBirth(input.ownerDateOfBirth, now) };
}

/**
 * bank-account (3/3), and every later change of a store's bank details: checked, every number sealed, answers
 * show only masks. A change to a store that already has bank details (or is live) takes the owner's current
 * password; a new payout account then holds payouts for PAYOUT_HOLD_DAYS and every owner of the store is told.
 */
export function createBankAccountService(deps: BankAccountServiceDeps) {
  const { db, owners, onboardingService, mailer, secretBox, attemptLimits, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());
  const staff = createStaffService({ db });

  /** The notice to every owner of the store that its payout account changed (last four digits only). */
  async function changeNotices(
    storeId: number,
    changedById: number,
    accountNumber: string,
    holdUntil: Date,
  ): Promise<MailRequest[]> {
    const [store, changedBy, ownerEmails] = await Promise.all([
      onboarding.findStore(db, storeId),
      owners.findOwner(changedById),
      staff.ownerEmails(storeId),
    ]);
    const data = {
      storeName: store?.name ?? `Store ${storeId}`,
      changedBy: changedBy ? `${changedBy.name} (${changedBy.email})` : 'An owner',
      accountLast4: accountNumber.slice(-4),
      holdUntil: storeLocalDate(holdUntil, store?.timeZone ?? 'America/Chicago'),
      portalUrl: `${publicUrl}/portal`,
    };
    return ownerEmails.map((owner) => ({
      to: owner.email,
      template: 'bankAccountChanged',
      locale: owner.language.toUpperCase() === 'CN' ? 'zh-CN' : 'en',
      data,
    }));
  }

  return {
    async saveBankAccount(ownerId: number, storeId: number, input: BankAccountInput) {
      const at = now();
      const numbers = readBankAccount(input, at);
      const [existing, store] = await Promise.all([
        onboarding.findBankAccount(db, storeId),
        onboarding.findStore(db, storeId),
      ]);
      const isSetUp = existing !== null || store?.active === true;
      if (isSetUp) {
        if (input.currentPassword === '') {
          throw new DomainError('forbidden', CURRENT_PASSWORD_NEEDED_MESSAGE);
        }
        await confirmOwnerCurrentPassword({ db, attemptLimits }, ownerId, input.currentPassword);
      }
      const isNewPayoutAccount =
        isSetUp &&
        (existing === null ||
          secretBox.open(existing.routingNumberCipher) !== numbers.routingNumber ||
          secretBox.open(existing.accountNumberCipher) !== numbers.accountNumber);
      const newHoldUntil = isNewPayoutAccount ? new Date(at.getTime() + PAYOUT_HOLD_DAYS * DAY_MS) : null;
      const holdUntil = newHoldUntil ?? existing?.payoutHoldUntil ?? null;
      const notices = newHoldUntil
        ? await changeNotices(storeId, ownerId, numbers.accountNumber, newHoldUntil)
        : [];
      await db.transaction(async (tx) => {
        await onboarding.upsertBankAccount(tx, {
          storeId,
          legalBusinessName: input.legalBusinessName,
          ownerLegalName: input.ownerLegalName,
          ownerDateOfBirthCipher: secretBox.seal(numbers.dateOfBirth),
          taxIdCipher: secretBox.seal(numbers.taxId),
          routingNumberCipher: secretBox.seal(numbers.routingNumber),
          accountNumberCipher: secretBox.seal(numbers.accountNumber),
          acceptedSignUpSheetAt: at,
          acceptedMerchantTermsAt: at,
          textConsent: input.textConsent,
          updatedByOwnerId: ownerId,
          payoutHoldUntil: holdUntil,
        });
        await onboarding.saveProgress(tx, storeId, { step: 'success', completedAt: at });
        // Queued with the change itself: a new payout account never goes unannounced.
        for (const notice of notices) {
          await mailer.enqueue(notice, tx);
        }
      });
      return onboardingService.getProgress(storeId);
    },
  };
}

export type BankAccountService = ReturnType<typeof createBankAccountService>;
