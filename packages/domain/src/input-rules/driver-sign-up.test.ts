import { describe, expect, it } from 'vitest';
import type { DriverSignUpForm } from './driver-sign-up.js';
import {
  canSubmitDriverForm,
  driverSignUpMessage,
  driverSignUpStatuses,
  normalizeDriverPhone,
} from './driver-sign-up.js';

const form = (overrides: Partial<DriverSignUpForm> = {}): DriverSignUpForm => ({
  firstName: 'Ana',
  lastName: 'Diaz',
  phoneNumber: '(312) 555-0142',
  password: 'drive-safe-1',
  email: 'ana@example.com',
  zipCode: '60601',
  ...overrides,
});

describe('driver sign-up rules', () => {
  it.each([
    ['3125550142', '3125550142'],
    ['13125550142', '3125550142'],
    ['0312-555-0142', '3125550142'],
    ['1125550142', null],
    ['312555014', null],
    ['', null],
  ])('Driver form: phone %s normalises to %s', (text, expected) => {
    expect(normalizeDriverPhone(text)).toBe(expected);
  });

  it.each([
    ['a complete form', {}, []],
    ['no first name', { firstName: ' ' }, ['FIRST_NAME_REQUIRED']],
    ['no last name', { lastName: '' }, ['LAST_NAME_REQUIRED']],
    ['no zip', { zipCode: '' }, ['ZIP_CODE_REQUIRED']],
    ['a 4-digit zip', { zipCode: '6060' }, ['ZIP_CODE_INVALID']],
    ['no phone', { phoneNumber: '' }, ['PHONE_NUMBER_REQUIRED']],
    ['a phone starting with 1 after the prefix', { phoneNumber: '1125550142' }, ['PHONE_NUMBER_INVALID']],
    ['no e-mail', { email: '' }, ['EMAIL_REQUIRED']],
    ['a bad e-mail', { email: 'ana@' }, ['EMAIL_INVALID']],
    ['a short password', { password: 'abc' }, ['PASSWORD_INVALID']],
    ['several problems', { firstName: '', email: 'x' }, ['FIRST_NAME_REQUIRED', 'EMAIL_INVALID']],
  ])('%s gives %j', (_, overrides, statuses) => {
    expect(driverSignUpStatuses(form(overrides))).toEqual(statuses);
  });

  it.each([
    ['ZIP_CODE_INVALID', 'Zip code invalid'],
    ['DRIVER_EXISTS_WITH_EMAIL', 'Driver exists with same email'],
    ['DRIVER_SIGN_UP_SUCCESSFUL', 'Sign up successfully'],
    ['SOMETHING_ELSE', 'Please try again'],
  ])('status %s reads %s', (status, message) => {
    expect(driverSignUpMessage(status)).toBe(message);
  });

  it.each([
    ['a complete form', {}, true],
    ['a short but non-empty password (the form only checks presence)', { password: 'x' }, true],
    ['an empty password', { password: ' ' }, false],
    ['a bad zip', { zipCode: '1234a' }, false],
    ['a bad phone', { phoneNumber: '555' }, false],
    ['a bad e-mail', { email: 'ana' }, false],
  ])('Driver form: Next with %s proceeds: %s', (_, overrides, expected) => {
    expect(canSubmitDriverForm(form(overrides))).toBe(expected);
  });
});
