import { describe, expect, it } from 'vitest';
import { encodeBase64Json } from './base64-json.js';
import {
  decodeMerchantInitData,
  splitMerchantName,
  validateFreeTrialContact,
  validateLandingInquiry,
  validateMerchantLead,
} from './merchant-sign-up.js';

const lead = {
  name: 'Ana Diaz',
  store: 'Taco Town',
  phone: '3125550142',
  email: 'ana@example.com',
  zip: '60601',
};

describe('merchant sign-up rules', () => {
  it.each([
    ['Ana Diaz', { firstName: 'Ana', lastName: 'Diaz' }],
    ['  Ana  de la Cruz ', { firstName: 'Ana', lastName: 'de la Cruz' }],
    ['Madonna', { firstName: 'Merchant', lastName: 'Madonna' }],
  ])("merchant name %j splits into %j ('Merchant' without a space)", (name, expected) => {
    expect(splitMerchantName(name)).toEqual(expected);
  });

  it.each([
    ['a complete form', lead, null],
    ['a blank zip', { ...lead, zip: '  ' }, 'Please fill form.'],
    ['a blank name', { ...lead, name: '' }, 'Please fill form.'],
  ])('Merchant registration: %s gives %j', (_, form, expected) => {
    expect(validateMerchantLead(form)).toBe(expected);
  });

  const inquiry = {
    restaurantName: 'Taco Town',
    email: 'a@b.co',
    mobilePhone: '13125550142',
    address: '1 Main St',
  };
  it.each([
    ['a complete form', inquiry, null],
    ['no restaurant name', { ...inquiry, restaurantName: '' }, 'Please provide a valid Restaurant Name.'],
    ['no e-mail', { ...inquiry, email: '' }, 'Please provide a valid email.'],
    ['no mobile phone', { ...inquiry, mobilePhone: ' ' }, 'Please provide a valid Mobile Phone.'],
    ['no address', { ...inquiry, address: '' }, 'Please fill form.'],
  ])('Alternate landing: %s gives %j', (_, form, expected) => {
    expect(validateLandingInquiry(form)).toBe(expected);
  });

  it('Merchant finish: initData decodes to the registration form, else null', () => {
    expect(decodeMerchantInitData(encodeBase64Json(lead))).toEqual(lead);
    expect(decodeMerchantInitData(encodeBase64Json({ name: 'x' }))).toBeNull();
    expect(decodeMerchantInitData('garbage')).toBeNull();
    expect(decodeMerchantInitData(null)).toBeNull();
  });

  it.each([
    [
      'terms not ticked',
      { cellPhone: '1', businessPhone: '2', hasAcceptedTerms: false },
      'Please agree to the privacy terms and service terms first.',
    ],
    [
      'no business phone',
      { cellPhone: '1', businessPhone: '', hasAcceptedTerms: true },
      'Mobile phone number or business phone number is not filled in.',
    ],
    [
      'no cell phone',
      { cellPhone: ' ', businessPhone: '2', hasAcceptedTerms: true },
      'Mobile phone number or business phone number is not filled in.',
    ],
    ['both phones', { cellPhone: '1', businessPhone: '2', hasAcceptedTerms: true }, null],
  ])('Free-trial form: %s gives %j', (_, form, expected) => {
    expect(validateFreeTrialContact(form)).toBe(expected);
  });
});
