import { describe, expect, it } from 'vitest';
import { decodeBase64Json, encodeBase64Json } from './base64-json.js';
import {
  decodeReferralReference,
  decodeSalesReferral,
  encodeReferralReference,
  salesAttribution,
} from './referral.js';

/** Base64 of the JSON's UTF-8 bytes, written with the platform's own encoder rather than the code under test. */
const b64 = (value: unknown) => btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))));

describe('referral references', () => {
  it('a valid reference decodes, and encoding round-trips', () => {
    const reference = { id: 42, firstName: 'José', lastName: '王' };
    expect(decodeReferralReference(b64(reference))).toEqual(reference);
    expect(decodeReferralReference(encodeReferralReference(reference))).toEqual(reference);
  });

  it('URL-safe base64 without padding is accepted', () => {
    const text = encodeReferralReference({ id: 1, firstName: '??>', lastName: 'Ok' })
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(decodeReferralReference(text)).toEqual({ id: 1, firstName: '??>', lastName: 'Ok' });
  });

  it.each([
    ['empty', ''],
    ['missing', null],
    ['not base64', '%%%'],
    ['not JSON', btoa('hello')],
    ['a JSON array', b64([1, 2])],
    ['a text id', b64({ id: '42', firstName: 'A', lastName: 'B' })],
    ['a blank first name', b64({ id: 42, firstName: ' ', lastName: 'B' })],
    ['no last name', b64({ id: 42, firstName: 'A' })],
    ['invalid UTF-8', btoa('\xff\xfe')],
  ])('a reference that is %s is ignored', (_, text) => {
    expect(decodeReferralReference(text)).toBeNull();
  });

  it('base64 JSON helpers round-trip any value', () => {
    expect(decodeBase64Json(encodeBase64Json({ a: [1, 'ü'] }))).toEqual({ a: [1, 'ü'] });
    expect(decodeBase64Json(undefined)).toBeNull();
  });

  it.each([
    ['a salesperson', b64({ role: 'SALE', id: 12, name: 'Kim' }), { role: 'SALE', id: 12, name: 'Kim' }],
    ['an id given as text', b64({ role: 'SALE', id: '12' }), { role: 'SALE', id: 12, name: null }],
    ['another role', b64({ role: 'USER', id: 'x' }), { role: 'USER', id: null, name: null }],
    ['an empty object', b64({}), { role: null, id: null, name: null }],
    ['undecodable text', 'nope!', null],
  ])('Referral: %s decodes to %j', (_, text, expected) => {
    expect(decodeSalesReferral(text)).toEqual(expected);
  });

  it.each([
    [
      'a SALE referral credits the salesperson',
      { role: 'SALE', id: 12, name: 'Kim' },
      'finish',
      { salesId: 12, salesName: 'Kim' },
    ],
    ['no referral in the finish flow uses 666', null, 'finish', { salesId: 666, salesName: null }],
    ['no referral in the Lite flow uses 700', null, 'lite', { salesId: 700, salesName: null }],
    [
      'a non-SALE referral uses the fixed id',
      { role: 'USER', id: 3, name: 'X' },
      'lite',
      { salesId: 700, salesName: null },
    ],
    [
      'a SALE referral without an id uses the fixed id',
      { role: 'SALE', id: null, name: 'X' },
      'finish',
      { salesId: 666, salesName: null },
    ],
  ] as const)('%s', (_, referral, flow, expected) => {
    expect(salesAttribution(referral, flow)).toEqual(expected);
  });
});
