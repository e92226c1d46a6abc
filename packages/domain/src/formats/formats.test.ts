import { describe, expect, it } from 'vitest';
import {
  formatDistanceMiles,
  formatOrderNumber,
  formatScheduleTime,
  ordinalSuffix,
  orderTypeLabel,
} from './formats.js';

describe('formats', () => {
  it.each([
    [new Date(Date.UTC(2026, 10, 4, 1, 5)), 'America/Chicago', 'Nov 3rd, 7:05 PM'],
    [Date.UTC(2026, 0, 1, 17, 0), 'America/Chicago', 'Jan 1st, 11:00 AM'],
    [Date.UTC(2026, 0, 1, 17, 0), 'America/New_York', 'Jan 1st, 12:00 PM'],
    ['2026-03-22 00:30:00', 'America/Chicago', 'Mar 22nd, 12:30 AM'],
    ['2026-03-08T02:30:00', 'America/Chicago', 'Mar 8th, 3:30 AM'],
    ['2026-07-11 12:00', 'America/Chicago', 'Jul 11th, 12:00 PM'],
    ['not a time', 'America/Chicago', ''],
  ])("%s in %s reads 'MMM Do, h:mm A' as %s", (date, timeZone, expected) => {
    expect(formatScheduleTime(date, timeZone)).toBe(expected);
  });

  it.each([
    [1, 'st'],
    [2, 'nd'],
    [3, 'rd'],
    [4, 'th'],
    [11, 'th'],
    [12, 'th'],
    [13, 'th'],
    [21, 'st'],
    [22, 'nd'],
    [23, 'rd'],
    [30, 'th'],
  ])('day %s takes the ordinal %s', (day, suffix) => {
    expect(ordinalSuffix(day)).toBe(suffix);
  });

  it('Order summary: order numbers read TS-<id>', () => {
    expect(formatOrderNumber(1042)).toBe('TS-1042');
  });

  it.each([
    [1.5, '1.50'],
    [0.125, '0.13'],
    [12, '12.00'],
    [null, ''],
    [Number.NaN, ''],
  ])('distance %s miles reads %s', (miles, text) => {
    expect(formatDistanceMiles(miles)).toBe(text);
  });

  it.each([
    ['PICK_UP', 'Pick Up'],
    ['DELIVERY', 'Delivery'],
    ['WALK_IN', 'Walk In'],
    ['DINE_IN', 'Dine In'],
    ['PHONE', 'Online'],
    [null, 'Online'],
  ])('Order summary: order type %s is shown as %s', (orderType, label) => {
    expect(orderTypeLabel(orderType)).toBe(label);
  });
});
