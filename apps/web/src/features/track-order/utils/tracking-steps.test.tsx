import { describe, expect, it } from 'vitest';
import { trackingSteps, type OrderTracking } from './tracking-steps';

const tracking = (overrides: Partial<OrderTracking>): OrderTracking => ({
  orderId: 7,
  storeId: 5,
  storeName: 'Sunrise Griddle',
  orderType: 'PICK_UP',
  placedAt: '2026-11-23 12:00:00',
  scheduleTime: null,
  status: 'PLACED',
  readyTime: null,
  rejectReason: null,
  rejectNote: null,
  refundStatus: null,
  paidCents: 1396,
  isPaidByCard: true,
  ...overrides,
});

describe('trackingSteps', () => {
  it('marks what happened, the current step and what is to come', () => {
    const steps = trackingSteps(tracking({ status: 'ACCEPTED' }));
    expect(steps.map((step) => [step.key, step.state, step.at])).toEqual([
      ['placed', 'done', '2026-11-23 12:00:00'],
      ['accepted', 'current', null],
      ['ready', 'upcoming', null],
      ['completed', 'upcoming', null],
    ]);
  });

  it('shows a completed order as done throughout', () => {
    expect(trackingSteps(tracking({ status: 'COMPLETED' })).every((step) => step.state === 'done')).toBe(
      true,
    );
  });

  it('ends a rejected order at the rejection', () => {
    expect(trackingSteps(tracking({ status: 'REJECTED' })).map((step) => [step.key, step.state])).toEqual([
      ['placed', 'done'],
      ['rejected', 'current'],
    ]);
  });
});
