export const MERCHANT_FINISH_PASSWORD_MIN_LENGTH = 6;
export const ACCOUNT_PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_MESSAGES = {
  termsNotAccepted: 'Please read the privacy and service terms before creating users',
  merchantTooShort: 'The password length cannot be less than 6 digits',
  ownerTooShort: 'Password must be at least 8 digits!!!',
  confirmationMismatch: 'New password is incorrect',
  newTooShort: 'The new password must be at least 8 characters',
} as const;

/** Merchant finish account step; null when it may be sent, '' for a mismatch (spec blocks it silently). */
export function validateMerchantFinishAccount(input: {
  password: string;
  confirmPassword: string;
  hasAcceptedTerms: boolean;
}): string | null {
  if (!input.hasAcceptedTerms) {
    return PASSWORD_MESSAGES.termsNotAccepted;
  }
  if (input.password !== input.confirmPassword) {
    return '';
  }
  return input.password.length < MERCHANT_FINISH_PASSWORD_MIN_LENGTH
    ? PASSWORD_MESSAGES.merchantTooShort
    : null;
}

/** Lite owner sign-up password; null when long enough. */
export function validateOwnerPassword(password: string): string | null {
  return password.length < ACCOUNT_PASSWORD_MIN_LENGTH ? PASSWORD_MESSAGES.ownerTooShort : null;
}

/** Change password: the confirmation must match and the new password have 8 characters. */
export function validatePasswordChange(input: {
  newPassword: string;
  confirmPassword: string;
}): string | null {
  if (input.newPassword !== input.confirmPassword) {
    return PASSWORD_MESSAGES.confirmationMismatch;
  }
  return input.newPassword.length < ACCOUNT_PASSWORD_MIN_LENGTH ? PASSWORD_MESSAGES.newTooShort : null;
}

/** Change password button: enabled once all three fields have content. */
export function canSubmitPasswordChange(input: {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}): boolean {
  return input.oldPassword !== '' && input.newPassword !== '' && input.confirmPassword !== '';
}

/** Reset screen: Update is enabled only for two identical non-empty passwords. */
export function canSubmitPasswordReset(input: { password: string; confirmPassword: string }): boolean {
  return input.password !== '' && input.password === input.confirmPassword;
}
