import { describe, expect, it } from 'vitest';
import {
  canSubmitPasswordChange,
  canSubmitPasswordReset,
  validateMerchantFinishAccount,
  validateOwnerPassword,
  validatePasswordChange,
} from './passwords.js';

describe('password rules', () => {
  it.each([
    [
      'terms not ticked',
      { password: 'secret1', confirmPassword: 'secret1', hasAcceptedTerms: false },
      'Please read the privacy and service terms before creating users',
    ],
    [
      'a mismatch (blocked silently)',
      { password: 'secret1', confirmPassword: 'secret2', hasAcceptedTerms: true },
      '',
    ],
    [
      '5 characters',
      { password: 'abcde', confirmPassword: 'abcde', hasAcceptedTerms: true },
      'The password length cannot be less than 6 digits',
    ],
    ['6 characters', { password: 'abcdef', confirmPassword: 'abcdef', hasAcceptedTerms: true }, null],
  ])('Merchant finish: %s gives %j', (_, input, expected) => {
    expect(validateMerchantFinishAccount(input)).toBe(expected);
  });

  it.each([
    ['1234567', 'Password must be at least 8 digits!!!'],
    ['12345678', null],
  ])('Lite owner sign-up: password %s gives %j', (password, expected) => {
    expect(validateOwnerPassword(password)).toBe(expected);
  });

  it.each([
    ['a mismatch', { newPassword: 'abcdefgh', confirmPassword: 'abcdefgx' }, 'New password is incorrect'],
    [
      '7 characters',
      { newPassword: 'abcdefg', confirmPassword: 'abcdefg' },
      'The new password must be at least 8 characters',
    ],
    ['8 characters', { newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' }, null],
  ])('Change password: %s gives %j', (_, input, expected) => {
    expect(validatePasswordChange(input)).toBe(expected);
  });

  it.each([
    [{ oldPassword: 'a', newPassword: 'b', confirmPassword: 'c' }, true],
    [{ oldPassword: '', newPassword: 'b', confirmPassword: 'c' }, false],
  ])('Change password: the button is enabled for %j: %s', (input, expected) => {
    expect(canSubmitPasswordChange(input)).toBe(expected);
  });

  it.each([
    [{ password: 'abc', confirmPassword: 'abc' }, true],
    [{ password: 'abc', confirmPassword: 'abd' }, false],
    [{ password: '', confirmPassword: '' }, false],
  ])('Reset screen: Update is enabled for %j: %s', (input, expected) => {
    expect(canSubmitPasswordReset(input)).toBe(expected);
  });
});
