import { describe, expect, it } from 'vitest';
import type { BankAccountForm } from './merchant-onboarding.js';
import {
  DEFAULT_ORDER_PROTOCOL,
  hasValidAbaChecksum,
  isRoutingNumberValid,
  validateAddMenu,
  validateBankAccount,
  validateOrderProtocol,
  validateRoutingNumber,
} from './merchant-onboarding.js';

const menu = {
  website: 'https://taco.example',
  fileCount: 0,
  storeHours: '11-9',
  businessType: 'Local',
  locations: '1-5',
};
const bank: BankAccountForm = {
  legalBusinessName: 'Taco Town LLC',
  taxId: '12-3456789',
  ownerLegalName: 'Ana Diaz',
  ownerDateOfBirth: '1980-01-01',
  routingNumber: '071000013',
  accountNumber: '12345678',
  confirmAccountNumber: '12345678',
  hasAcceptedSignUpSheet: true,
  hasAcceptedMerchantTerms: true,
};

describe('merchant onboarding rules', () => {
  it.each([
    ['a website', menu, null],
    ['files instead of a website', { ...menu, website: '', fileCount: 2 }, null],
    ['neither website nor files', { ...menu, website: ' ' }, 'please enter Website or upload files'],
    ['no store hours', { ...menu, storeHours: '' }, 'Please fill form.'],
    ['an unknown business type', { ...menu, businessType: 'Food Truck' }, 'Please fill form.'],
    ['an unknown location range', { ...menu, locations: '2' }, 'Please fill form.'],
  ])('add-menu: %s gives %j', (_, form, expected) => {
    expect(validateAddMenu(form)).toBe(expected);
  });

  it.each([
    ['Auto Printing with a store phone', 'Auto Printing', { storePhone: '3125550142' }, null],
    ['no store phone', 'Auto Printing', { storePhone: '' }, 'Please fill form.'],
    ['Email without an e-mail', 'Email + Phone Confirmation', { storePhone: '1' }, 'Please fill form.'],
    ['Email with an e-mail', 'Email + Phone Confirmation', { storePhone: '1', email: 'a@b.co' }, null],
    ['Fax without a fax number', 'Fax + Phone Confirmation', { storePhone: '1' }, 'Please fill form.'],
    ['Fax with a fax number', 'Fax + Phone Confirmation', { storePhone: '1', faxNumber: '3125550000' }, null],
  ] as const)('order-protocol: %s gives %j', (_, protocol, fields, expected) => {
    expect(validateOrderProtocol({ protocol, email: '', faxNumber: '', ...fields })).toBe(expected);
  });

  it('order-protocol: Auto Printing is the default', () => {
    expect(DEFAULT_ORDER_PROTOCOL).toBe('Auto Printing');
  });

  it.each([
    ['071000013', true],
    ['07100001', false],
    ['0710000134', false],
    ['07100001a', false],
  ])('Bank step: routing number %s is nine digits: %s', (routing, expected) => {
    expect(isRoutingNumberValid(routing)).toBe(expected);
  });

  it.each([
    ['071000013', true],
    ['021000021', true],
    ['011000015', true],
    ['123456789', false],
    ['071000014', false],
    ['07100001', false],
  ])('ABA check digit of %s holds: %s', (routing, expected) => {
    expect(hasValidAbaChecksum(routing)).toBe(expected);
  });

  it.each([
    ['071000013', null],
    ['0710000', 'Routing Number must be nine digits'],
    ['123456789', 'This is not a valid US bank routing number. Please check it.'],
  ])('routing number %s on blur gives %j', (routing, expected) => {
    expect(validateRoutingNumber(routing)).toBe(expected);
  });

  it.each([
    ['a complete form', bank, null],
    [
      'a routing number with a wrong check digit',
      { ...bank, routingNumber: '071000014' },
      'This is not a valid US bank routing number. Please check it.',
    ],
    ['a short routing number', { ...bank, routingNumber: '123' }, 'Routing Number must be nine digits'],
    [
      'account numbers that differ',
      { ...bank, confirmAccountNumber: '1234567' },
      'The account number is incorrectly entered twice',
    ],
    [
      'the terms not ticked',
      { ...bank, hasAcceptedMerchantTerms: false },
      'Please check the necessary options!!!',
    ],
    [
      'the sign-up sheet not ticked',
      { ...bank, hasAcceptedSignUpSheet: false },
      'Please check the necessary options!!!',
    ],
    ['no tax id', { ...bank, taxId: '' }, 'Please fill form.'],
  ])('Bank step: %s gives %j', (_, form, expected) => {
    expect(validateBankAccount(form)).toBe(expected);
  });
});
