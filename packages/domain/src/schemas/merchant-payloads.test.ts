import { describe, expect, it } from 'vitest';
import {
  CONTACT_NOT_PARTNERED,
  contactJsonSchema,
  ownerJsonSchema,
  restaurantInfoJsonSchema,
} from './merchant-payloads.js';

const owner = {
  name: 'Ana Diaz',
  email: 'ana@example.com',
  username: 'ana@example.com',
  password: 'secret-pass',
  phoneNumber: '3125550142',
};

describe('merchant payloads', () => {
  it('Owner save payload: reads the Lite owner', () => {
    expect(ownerJsonSchema.parse(owner)).toEqual({ ...owner, deviceToken: '' });
  });

  it.each([
    ['a short password', { password: 'short' }, 'Password must be at least 8 digits!!!'],
    ['a bad e-mail', { email: 'ana' }, 'Please provide a valid email.'],
  ])('refuses an owner with %s', (_, overrides, message) => {
    const result = ownerJsonSchema.safeParse({ ...owner, ...overrides });
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('Restaurant info: defaults are inactive, no drivers, tips accepted, Chicago time', () => {
    const parsed = restaurantInfoJsonSchema.parse({
      ownerId: 3,
      name: 'Taco Town',
      phoneNumber: 3125550142,
      taxRate: 0.1025,
    });
    expect(parsed).toMatchObject({
      active: false,
      ownDriver: false,
      orderlane: false,
      orderlaneDrive: false,
      receiveTip: true,
      phoneNumber: '3125550142',
      taxRate: 0.1025,
      timeZone: 'America/Chicago',
    });
  });

  it.each([
    ['a tax rate given as a percentage', { taxRate: 10.25 }],
    ['a tax rate over the 20% Settings also allows', { taxRate: 0.3 }],
    ['an unknown time zone', { timeZone: 'Chicago' }],
    ['a latitude out of range', { latitude: 91 }],
    ['no name', { name: '' }],
    ['no owner', { ownerId: undefined }],
  ])('Restaurant info: refuses %s', (_, overrides) => {
    expect(
      restaurantInfoJsonSchema.safeParse({
        ownerId: 3,
        name: 'Taco Town',
        phoneNumber: '(312) 555-0142',
        ...overrides,
      }).success,
    ).toBe(false);
  });

  it('Free-trial contact: only the phones are needed; the rest defaults', () => {
    const parsed = contactJsonSchema.parse({ cellPhone: '3125550142', businessPhone: '3125550100' });
    expect(parsed).toMatchObject({
      partnered: false,
      interested: false,
      typeOfAction: CONTACT_NOT_PARTNERED,
      notes: '',
    });
    expect(contactJsonSchema.safeParse({ cellPhone: '', businessPhone: '1' }).success).toBe(false);
  });
});
