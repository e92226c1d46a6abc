import { describe, expect, it } from 'vitest';
import {
  describeRejection,
  REJECT_REASON_CODES,
  UNANSWERED_REJECT_REASON,
  endOfStoreDay,
  isReceivedOrderStatus,
  planOrderTransition,
  promisedReadyTime,
  startOfStoreDay,
  type OrderAction,
  type OrderStatus,
} from './order-status.js';

describe('planOrderTransition', () => {
  it.each<[OrderStatus, OrderAction, OrderStatus]>([
    ['PLACED', 'accept', 'ACCEPTED'],
    ['PLACED', 'reject', 'REJECTED'],
    ['ACCEPTED', 'reject', 'REJECTED'],
    ['ACCEPTED', 'ready', 'READY'],
    ['READY', 'complete', 'COMPLETED'],
  ])('takes a %s order through %s to %s', (from, action, to) => {
    expect(planOrderTransition(7, from, action)).toEqual({ allowed: true, to });
  });

  it.each<[OrderStatus, OrderAction, string]>([
    ['ACCEPTED', 'accept', 'Order TS-7 cannot be accepted: it is already accepted.'],
    ['PLACED', 'ready', 'Order TS-7 cannot be marked ready: it has not been accepted yet.'],
    ['PLACED', 'complete', 'Order TS-7 cannot be completed: it has not been accepted yet.'],
    ['ACCEPTED', 'complete', 'Order TS-7 cannot be completed: it is already accepted.'],
    ['READY', 'reject', 'Order TS-7 cannot be rejected: it is already ready.'],
    ['REJECTED', 'reject', 'Order TS-7 cannot be rejected: it was rejected.'],
    ['COMPLETED', 'accept', 'Order TS-7 cannot be accepted: it is already completed.'],
    ['PENDING', 'accept', 'Order TS-7 cannot be accepted: it has not been placed.'],
    ['PAYMENT_FAILED', 'reject', 'Order TS-7 cannot be rejected: it was never placed.'],
  ])('refuses a %s order the action %s with a sentence', (from, action, message) => {
    expect(planOrderTransition(7, from, action)).toEqual({ allowed: false, message });
  });

  it('counts only the restaurant-side states as received', () => {
    expect(['PLACED', 'ACCEPTED', 'READY', 'COMPLETED', 'REJECTED'].every(isReceivedOrderStatus)).toBe(true);
    expect(isReceivedOrderStatus('PENDING')).toBe(false);
    expect(isReceivedOrderStatus('PAYMENT_FAILED')).toBe(false);
  });
});

describe('describeRejection', () => {
  it.each([
    ['TOO_BUSY', null, 'The kitchen is too busy'],
    ['TOO_BUSY', '  ', 'The kitchen is too busy'],
    ['ITEM_UNAVAILABLE', 'Out of salmon', 'An item is unavailable: Out of salmon'],
    ['OTHER', 'Power cut', 'Power cut'],
    ['OTHER', null, 'Another reason'],
    ['NO_ANSWER', null, 'The restaurant did not answer in time'],
  ] as const)('reads %s with note %s as %s', (reason, note, text) => {
    expect(describeRejection(reason, note)).toBe(text);
  });

  it("keeps the platform's own no-answer reason out of the restaurant's choices", () => {
    expect(REJECT_REASON_CODES).toEqual([
      'TOO_BUSY',
      'ITEM_UNAVAILABLE',
      'CLOSING_SOON',
      'CANNOT_DELIVER',
      'OTHER',
    ]);
    expect(REJECT_REASON_CODES).not.toContain(UNANSWERED_REJECT_REASON);
  });
});

describe('promisedReadyTime', () => {
  const acceptedAt = new Date('2026-03-10T17:00:40Z');

  it('adds the prep minutes to the acceptance, to the minute, in store-local time', () => {
    expect(
      promisedReadyTime({ acceptedAt, prepMinutes: 20, scheduledFor: null, timeZone: 'America/Chicago' }),
    ).toEqual({ readyAt: new Date('2026-03-10T17:20:00Z'), readyTime: '2026-03-10 12:20:00' });
  });

  it('keeps a later scheduled slot, and ignores an earlier one', () => {
    const later = new Date('2026-03-10T18:30:00Z');
    expect(
      promisedReadyTime({ acceptedAt, prepMinutes: 20, scheduledFor: later, timeZone: 'America/Chicago' })
        .readyTime,
    ).toBe('2026-03-10 13:30:00');
    const earlier = new Date('2026-03-10T16:00:00Z');
    expect(
      promisedReadyTime({ acceptedAt, prepMinutes: 20, scheduledFor: earlier, timeZone: 'America/Chicago' })
        .readyTime,
    ).toBe('2026-03-10 12:20:00');
  });
});

describe('store days', () => {
  it('ends the day at the next store-local midnight, across a change of clocks', () => {
    // 2026-03-08 is the spring-forward day in Chicago (UTC-6 before, UTC-5 after).
    expect(endOfStoreDay(new Date('2026-03-08T20:00:00Z'), 'America/Chicago')).toEqual(
      new Date('2026-03-09T05:00:00Z'),
    );
    // 05:30 UTC is still the evening before in Chicago.
    expect(endOfStoreDay(new Date('2026-03-08T05:30:00Z'), 'America/Chicago')).toEqual(
      new Date('2026-03-08T06:00:00Z'),
    );
    expect(endOfStoreDay(new Date('2026-03-08T05:30:00Z'), 'America/New_York')).toEqual(
      new Date('2026-03-09T04:00:00Z'),
    );
  });

  it('starts the day at the store-local midnight before', () => {
    expect(startOfStoreDay(new Date('2026-03-10T03:00:00Z'), 'America/Chicago')).toEqual(
      new Date('2026-03-09T05:00:00Z'),
    );
  });
});
