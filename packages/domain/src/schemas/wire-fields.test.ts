import { describe, expect, it } from 'vitest';
import {
  dollarsSchema,
  optionalText,
  requiredText,
  scheduleTimeSchema,
  timeZoneSchema,
  wireIdSchema,
  zipSchema,
} from './wire-fields.js';

describe('wire fields', () => {
  it.each([
    ['2026-01-15 18:30:00', '2026-01-15 18:30:00'],
    ['2026-01-15T18:30:00', '2026-01-15 18:30:00'],
    ['2026-01-15 18:30', '2026-01-15 18:30:00'],
    ['', null],
    [null, null],
    [undefined, null],
  ])('CONTRACT scheduleTime: %j is read as %j', (text, expected) => {
    expect(scheduleTimeSchema.parse(text)).toBe(expected);
  });

  it.each(['2026-13-01 10:00:00', '2026-01-15', '15/01/2026 10:00', '2026-01-15 18:30:00.000Z'])(
    'CONTRACT scheduleTime: %j is refused',
    (text) => {
      expect(scheduleTimeSchema.safeParse(text).success).toBe(false);
    },
  );

  it.each([
    [12.34, true],
    [0.07, true],
    [0, true],
    [12.345, false],
    [-1, false],
    [100_001, false],
    [Number.NaN, false],
  ])('CONTRACT money: %s dollars is accepted: %s', (dollars, expected) => {
    expect(dollarsSchema().safeParse(dollars).success).toBe(expected);
  });

  it.each([
    [7, true],
    [0, false],
    [1.5, false],
    [2_147_483_648, false],
    ['7', false],
  ])('CONTRACT ids: %j is accepted: %s', (id, expected) => {
    expect(wireIdSchema.safeParse(id).success).toBe(expected);
  });

  it('text fields are trimmed and bounded', () => {
    expect(optionalText(5).parse(undefined)).toBe('');
    expect(optionalText(5).parse(' ab ')).toBe('ab');
    expect(optionalText(5).safeParse('abcdef').success).toBe(false);
    expect(requiredText(5).safeParse('  ').success).toBe(false);
  });

  it.each([
    ['60601', true],
    ['60601-1234', true],
    ['6060', false],
  ])('ZIP %s is accepted: %s', (zip, expected) => {
    expect(zipSchema.safeParse(zip).success).toBe(expected);
  });

  it.each([
    ['America/Chicago', true],
    ['Mars/Olympus', false],
  ])('CONTRACT: time zone %s is accepted: %s', (zone, expected) => {
    expect(timeZoneSchema.safeParse(zone).success).toBe(expected);
  });
});
