import { describe, expect, it } from 'vitest';
import { checkOwnerSignup } from './owner-signup-rules';

const form = {
  firstName: 'Ana',
  lastName: 'Diaz',
  email: 'ana@tacos.example',
  mobileNumber: '(312) 555-0142',
  password: 'secret-pass',
};

describe('Lite owner sign-up rules', () => {
  it('accepts a complete form', () => {
    expect(checkOwnerSignup(form)).toEqual({ fields: {}, alert: null });
  });

  it.each([
    ['firstName', { firstName: ' ' }, 'onboarding.signup.firstNameInvalid'],
    ['lastName', { lastName: '' }, 'onboarding.signup.lastNameInvalid'],
    ['email', { email: 'ana@' }, 'onboarding.signup.emailInvalid'],
    ['mobileNumber', { mobileNumber: '555' }, 'onboarding.signup.mobileNumberInvalid'],
    ['password', { password: '' }, 'onboarding.signup.passwordInvalid'],
  ] as const)('marks %s', (field, change, key) => {
    expect(checkOwnerSignup({ ...form, ...change }).fields[field]).toBe(key);
  });

  it('alerts for a password under 8 characters once the fields are filled', () => {
    expect(checkOwnerSignup({ ...form, password: 'short' })).toEqual({
      fields: {},
      alert: 'onboarding.signup.passwordTooShort',
    });
    expect(checkOwnerSignup({ ...form, password: 'short', firstName: '' }).alert).toBeNull();
  });

  it('takes an 11-digit number starting with 1', () => {
    expect(checkOwnerSignup({ ...form, mobileNumber: '13125550142' }).fields.mobileNumber).toBeUndefined();
  });
});
