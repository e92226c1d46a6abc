import { isEmailValid, isPhoneValid, validateOwnerPassword } from '@orderlane/domain';
import type { OwnerSignupField, OwnerSignupForm } from './lite-restaurant';

export interface OwnerSignupProblems {
  /** Message keys under each field. */
  fields: Partial<Record<OwnerSignupField, string>>;
  /** The short-password alert, shown once every field is filled. */
  alert: string | null;
}

/** Field messages for what is missing or malformed; then the 8-character rule as the spec's alert. */
export function checkOwnerSignup(form: OwnerSignupForm): OwnerSignupProblems {
  const fields: OwnerSignupProblems['fields'] = {};
  if (form.firstName.trim() === '') {
    fields.firstName = 'onboarding.signup.firstNameInvalid';
  }
  if (form.lastName.trim() === '') {
    fields.lastName = 'onboarding.signup.lastNameInvalid';
  }
  if (!isEmailValid(form.email.trim())) {
    fields.email = 'onboarding.signup.emailInvalid';
  }
  if (!isPhoneValid(form.mobileNumber)) {
    fields.mobileNumber = 'onboarding.signup.mobileNumberInvalid';
  }
  if (form.password === '') {
    fields.password = 'onboarding.signup.passwordInvalid';
  }
  const hasFieldProblem = Object.keys(fields).length > 0;
  const alert =
    !hasFieldProblem && validateOwnerPassword(form.password) !== null
      ? 'onboarding.signup.passwordTooShort'
      : null;
  return { fields, alert };
}
