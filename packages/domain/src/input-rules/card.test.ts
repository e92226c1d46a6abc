import { describe, expect, it } from 'vitest';
import {
  cardNumberMaxLength,
  cvvLength,
  detectCardBrand,
  displayMaskedCard,
  formatExpiryInput,
  isCardEntryValid,
  isCardNumberValid,
  isCvvValid,
  isExpiryValid,
  isZipValid,
  maskCardNumber,
  normalizeCardNumber,
  validateCardEntry,
} from './card.js';

const now = new Date(2026, 5, 15);

describe('card input rules', () => {
  it.each([
    ['4111 1111 1111 1111', 'visa'],
    ['5555 5555 5555 4444', 'mastercard'],
    ['3782 822463 10005', 'american express'],
    ['6011 1111 1111 1117', 'discover'],
    ['3530 1113 3330 0000', 'other'],
    ['', 'other'],
  ])('%s is detected as %s', (cardNumber, brand) => {
    expect(detectCardBrand(cardNumber)).toBe(brand);
  });

  it.each([
    ['4111 1111 1111 1111 999', '4111111111111111'],
    ['3782 822463 10005 12', '378282246310005'],
    [' 4111-1111 ', '41111111'],
  ])('card number %j is kept as %s (spaces removed, capped 16, or 15 for 3)', (text, expected) => {
    expect(normalizeCardNumber(text)).toBe(expected);
    expect(cardNumberMaxLength(expected)).toBe(expected.startsWith('3') ? 15 : 16);
  });

  it.each([
    ['4111 1111 1111 1111', true],
    ['4000 0000 0000 0002', true],
    ['4111 1111 1111 1112', false],
    ['4111111111111111111', false],
    ['', false],
  ])('card number %s passes validation: %s', (cardNumber, expected) => {
    expect(isCardNumberValid(cardNumber)).toBe(expected);
  });

  it.each([
    ['378282246310005', '1234', 4, true],
    ['378282246310005', '123', 4, false],
    ['4111111111111111', '123', 3, true],
    ['4111111111111111', '1234', 3, false],
    ['4111111111111111', '12a', 3, false],
  ])('CVV for %s: %s needs %s digits, valid: %s', (cardNumber, cvv, length, expected) => {
    expect(cvvLength(cardNumber)).toBe(length);
    expect(isCvvValid(cvv, cardNumber)).toBe(expected);
  });

  it.each([
    ['1', '', '1'],
    ['12', '1', '12/'],
    ['12', '12/', '12'],
    ['123', '12/', '12/3'],
    ['12/34', '12/3', '12/34'],
    ['1a2b/3-4', '', '12/34'],
    ['12345', '12/34', '12/34'],
  ])('expiry input %j after %j becomes %j (auto slash)', (text, previous, expected) => {
    expect(formatExpiryInput(text, previous)).toBe(expected);
  });

  it('expiry formatting defaults to typing forward', () => {
    expect(formatExpiryInput('08')).toBe('08/');
  });

  it.each([
    ['06/26', true],
    ['05/26', false],
    ['12/30', true],
    ['13/30', false],
    ['00/30', false],
    ['1/30', false],
    ['06/46', false],
    ['05/46', true],
  ])('expiry %s in June 2026 is valid: %s', (text, expected) => {
    expect(isExpiryValid(text, now)).toBe(expected);
  });

  it.each([
    ['60601', true],
    ['6060', false],
    ['60601-1234', false],
    ['abcde', false],
  ])('ZIP %s is valid: %s', (zip, expected) => {
    expect(isZipValid(zip)).toBe(expected);
  });

  it('a card entry is valid only when every field is', () => {
    const entry = {
      cardholder: 'Ana Diaz',
      cardnumber: '4111 1111 1111 1111',
      expdate: '12/28',
      cvv: '123',
      zipcode: '60601',
    };
    expect(isCardEntryValid(entry, now)).toBe(true);
    expect(validateCardEntry({ ...entry, cardholder: ' ', cvv: '1234' }, now)).toEqual({
      cardholder: false,
      cardnumber: true,
      expdate: true,
      cvv: false,
      zipcode: true,
    });
    expect(isCardEntryValid({ ...entry, zipcode: '' }, now)).toBe(false);
  });

  it('CONTRACT payments: a saved card keeps XXXX and the last four, shown with *', () => {
    expect(maskCardNumber('4111 1111 1111 1111')).toBe('XXXX1111');
    expect(displayMaskedCard('XXXX1111')).toBe('****1111');
  });
});
