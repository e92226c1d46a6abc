import fc from 'fast-check';
import {
  AsYouType as FullAsYouType,
  parsePhoneNumberFromString as parseWithAllCountries,
} from 'libphonenumber-js';
import allCountries from 'libphonenumber-js/metadata.min.json';
import { describe, expect, it } from 'vitest';
import { US_PHONE_METADATA } from './us-phone-metadata.js';
import {
  PHONE_INPUT_MAX_LENGTH,
  formatPhoneDisplay,
  formatPhoneInput,
  isPhoneValid,
  toPhoneDigits,
} from './phone.js';

describe('phone input rules', () => {
  it.each([
    ['(312) 555-0142', '3125550142'],
    ['+1 312 555 0142', '3125550142'],
    ['1-312-555-0142', '3125550142'],
    ['+1 (31', '31'],
    ['555-01', '55501'],
  ])('%s is stored as %s (+1, brackets, dashes and spaces removed)', (text, digits) => {
    expect(toPhoneDigits(text)).toBe(digits);
  });

  it.each([
    ['3', '3'],
    ['312', '312'],
    ['3125', '(312) 5'],
    ['312555', '(312) 555'],
    ['3125550142', '(312) 555-0142'],
    ['+13125550142', '(312) 555-0142'],
    ['31255501429999', '(312) 555-0142'],
  ])('typing %s shows %s', (text, shown) => {
    expect(formatPhoneInput(text)).toBe(shown);
  });

  it.each([
    ['3125550142', '(312) 555-0142'],
    ['+1 212 555 0100', '(212) 555-0100'],
    ['12', '12'],
  ])('%s is displayed as %s', (text, shown) => {
    expect(formatPhoneDisplay(text)).toBe(shown);
  });

  it.each([
    ['(312) 555-0142', true],
    ['+1 312 555 0142', true],
    ['312 555 014', false],
    ['+44 20 7946 0958', false],
    ['(416) 555-0123', false],
    ['', false],
  ])('%s is a valid US number: %s', (text, expected) => {
    expect(isPhoneValid(text)).toBe(expected);
  });

  it('the phone field holds 17 characters, enough for +1 (###) ###-####', () => {
    expect(PHONE_INPUT_MAX_LENGTH).toBe(17);
    expect('+1 (312) 555-0142'.length).toBeLessThanOrEqual(PHONE_INPUT_MAX_LENGTH);
  });

  it('property: a formatted phone parses back to itself', () => {
    const usNumber = fc
      .tuple(
        fc.integer({ min: 2, max: 9 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 2, max: 9 }),
        fc.integer({ min: 0, max: 999_999 }),
      )
      .map(([a, b, c, d]) => `${a}${String(b).padStart(2, '0')}${c}${String(d).padStart(6, '0')}`)
      .filter((digits) => isPhoneValid(digits));
    fc.assert(
      fc.property(usNumber, (digits) => {
        const shown = formatPhoneDisplay(digits);
        expect(shown).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
        expect(toPhoneDigits(shown)).toBe(digits);
        expect(formatPhoneDisplay(toPhoneDigits(shown))).toBe(shown);
        expect(formatPhoneInput(shown)).toBe(shown);
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it("carries the United States' slice of the installed libphonenumber-js metadata", () => {
    expect(
      US_PHONE_METADATA,
      'libphonenumber-js changed: run node packages/domain/scripts/generate-us-phone-metadata.mjs',
    ).toEqual({
      version: allCountries.version,
      country_calling_codes: { 1: ['US'] },
      countries: { US: allCountries.countries.US },
      nonGeographic: {},
    });
  });

  it('property: validates, stores and formats as the library with every country does', () => {
    const usAsAllCountriesSee = (text: string) => {
      const parsed = parseWithAllCountries(text, 'US');
      return parsed?.country === 'US' ? parsed : undefined;
    };
    const digits = fc.stringMatching(/^1?[0-9]{10}$/);
    const written = fc.oneof(
      digits,
      digits.map((number) => `+${number}`),
      digits.map((number) => number.replace(/^1?(\d{3})(\d{3})(\d{4})$/, '($1) $2-$3')),
      fc.stringMatching(/^[0-9+() -]{0,17}$/),
    );
    fc.assert(
      fc.property(written, (text) => {
        const reference = usAsAllCountriesSee(text);
        expect(isPhoneValid(text)).toBe(reference?.isValid() ?? false);
        if (reference) {
          expect(toPhoneDigits(text)).toBe(String(reference.nationalNumber));
          expect(formatPhoneDisplay(text)).toBe(reference.formatNational());
        }
        const typed = toPhoneDigits(text).slice(0, 10);
        // After 011 (dialling abroad from the US) only the library with every country knows the next country's
        // grouping; no such number is valid here either way.
        if (typed.length > 3 && !typed.startsWith('011')) {
          expect(formatPhoneInput(text)).toBe(new FullAsYouType('US').input(typed));
        }
      }),
      { numRuns: 2000 },
    );
  }, 60_000);
});
