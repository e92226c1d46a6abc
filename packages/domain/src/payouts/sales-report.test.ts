import { describe, expect, it } from 'vitest';
import { parseReportRange, periodsOf, sumReport, type ReportOrder } from './sales-report.js';

const CHICAGO = 'America/Chicago';

describe('parseReportRange', () => {
  it('takes a whole leap year and bounds it by store-local midnights', () => {
    const range = parseReportRange({ from: '2024-01-01', to: '2024-12-31', groupBy: 'day' }, CHICAGO);
    expect(range.start.toISOString()).toBe('2024-01-01T06:00:00.000Z');
    expect(range.end.toISOString()).toBe('2025-01-01T06:00:00.000Z');
  });

  it.each([
    [{ from: '2023-01-01', to: '2024-01-02' }, 'A report covers at most 366 days; this range has 367.'],
    [{ from: '2026-03-02', to: '2026-03-01' }, 'The end date is before the start date.'],
    [{ from: '2026-02-29', to: '2026-03-01' }, 'The start date "2026-02-29" is not a date: use YYYY-MM-DD.'],
    [{ from: '2026-03-01', to: 'soon' }, 'The end date "soon" is not a date: use YYYY-MM-DD.'],
  ])('refuses %o: %s', (dates, message) => {
    expect(() => parseReportRange({ ...dates, groupBy: 'day' }, CHICAGO)).toThrow(message);
  });
});

describe('periods', () => {
  it('lists Monday weeks across a year end, the first one starting before the range', () => {
    const range = parseReportRange({ from: '2026-12-30', to: '2027-01-12', groupBy: 'week' }, CHICAGO);
    expect(periodsOf(range)).toEqual(['2026-12-28', '2027-01-04', '2027-01-11']);
  });
});

describe('sumReport', () => {
  const order = (placedAt: string, rest: Partial<ReportOrder> = {}): ReportOrder => ({
    placedAt: new Date(placedAt),
    orderType: 'PICK_UP',
    status: 'COMPLETED',
    refundStatus: null,
    paymentStatus: 'CREDIT',
    subtotalCents: 1000,
    tipCents: 0,
    discountCents: 0,
    chargedCents: 1100,
    ...rest,
  });

  it('averages half up, leaves out orders outside the range and counts refunds apart', () => {
    const range = parseReportRange({ from: '2026-03-02', to: '2026-03-02', groupBy: 'day' }, CHICAGO);
    const sums = sumReport(
      [
        order('2026-03-02T18:00:00Z', { subtotalCents: 1001 }),
        order('2026-03-02T19:00:00Z', { subtotalCents: 1000, orderType: 'DELIVERY' }),
        order('2026-03-02T20:00:00Z', { status: 'REJECTED', refundStatus: 'REFUNDED', chargedCents: 2200 }),
        order('2026-03-02T20:30:00Z', { status: 'REJECTED', paymentStatus: 'CASH' }),
        order('2026-03-03T06:00:00Z'), // Tuesday 00:00 in Chicago
      ],
      range,
      CHICAGO,
    );
    expect(sums.totals).toMatchObject({ orders: 2, salesCents: 2001, averageTicketCents: 1001, refunds: 1 });
    expect(sums.totals.refundsCents).toBe(2200);
    expect(sums.byOrderType.DELIVERY).toMatchObject({ orders: 1, salesCents: 1000 });
    expect(sums.periods).toHaveLength(1);
  });
});
