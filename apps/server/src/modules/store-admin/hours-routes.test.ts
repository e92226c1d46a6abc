import { describe, expect, it } from 'vitest';
import { calculate, pickupOrder } from '@/modules/orders/orders-fixtures.js';
import { insertPortalWorld, portalCall } from '@/modules/portal/portal-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';

interface Day {
  currentDate: string;
  pickupSelectableTimes: string[];
}

describe('opening hours from the portal', async () => {
  const app = await buildTestApp();
  const { store, owner, staff, outsider } = await insertPortalWorld(app);
  const path = `/portal/stores/${store.storeId}`;
  const availableDays = async () =>
    (
      await app.inject({
        method: 'POST',
        url: `/api/restaurantInfoHour/getAvailableHours?restaurantInfoId=${store.storeId}`,
      })
    ).json<Day[]>();

  it('is for owners only', async () => {
    for (const who of [staff, outsider, null]) {
      expect((await portalCall(app, who, 'GET', `${path}/hours`)).statusCode).toBe(403);
      expect((await portalCall(app, who, 'POST', `${path}/hours`, { lastOrderMinutes: 10 })).statusCode).toBe(
        403,
      );
      expect(
        (await portalCall(app, who, 'POST', `${path}/hour-overrides`, { date: '2099-01-01', closed: true }))
          .statusCode,
      ).toBe(403);
      expect((await portalCall(app, who, 'DELETE', `${path}/hour-overrides/2099-01-01`)).statusCode).toBe(
        403,
      );
    }
  });

  it('replaces the week and the last-order offset; getAvailableHours follows at once', async () => {
    await availableDays();
    const weekly = [0, 1, 2, 3, 4, 5, 6].flatMap((dayOfWeek) => [
      { dayOfWeek, startTime: '11:00', endTime: '14:00' },
      { dayOfWeek, startTime: '17:00', endTime: '22:00' },
    ]);
    const saved = await portalCall(app, owner, 'POST', `${path}/hours`, { weekly, lastOrderMinutes: 45 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      lastOrderMinutes: 45,
      timeZone: 'America/Chicago',
      overrides: [],
    });
    expect(saved.json().data.weekly).toHaveLength(14);
    const days = await availableDays();
    expect(days[1]!.pickupSelectableTimes[0]).toBe('11:00');
    expect(days[1]!.pickupSelectableTimes).toContain('13:15');
    expect(days[1]!.pickupSelectableTimes).not.toContain('13:30');
    expect(days[1]!.pickupSelectableTimes.at(-1)).toBe('21:15');
  });

  it('closes a date: no slots that day, and calculateOrder refuses an order scheduled on it', async () => {
    const days = await availableDays();
    const tomorrow = days[1]!.currentDate;
    const closed = await portalCall(app, owner, 'POST', `${path}/hour-overrides`, {
      date: tomorrow,
      closed: true,
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data.overrides).toEqual([{ date: tomorrow, closed: true, windows: [] }]);
    const after = await availableDays();
    expect(after[1]).toMatchObject({ currentDate: tomorrow, pickupSelectableTimes: [] });
    expect(after[2]!.pickupSelectableTimes.length).toBeGreaterThan(0);
    const refused = (
      await calculate(app, pickupOrder(store, { scheduleTime: `${tomorrow} 12:00:00` }))
    ).json();
    expect(refused.data?.submittable ?? false).toBe(false);

    const special = await portalCall(app, owner, 'POST', `${path}/hour-overrides`, {
      date: tomorrow,
      closed: false,
      windows: [{ startTime: '10:00', endTime: '14:00' }],
    });
    expect(special.json().data.overrides).toEqual([
      { date: tomorrow, closed: false, windows: [{ startTime: '10:00', endTime: '14:00' }] },
    ]);
    const specialDay = (await availableDays())[1]!;
    expect(specialDay.pickupSelectableTimes[0]).toBe('10:00');
    expect(specialDay.pickupSelectableTimes.at(-1)).toBe('13:15');

    expect(
      (await portalCall(app, owner, 'DELETE', `${path}/hour-overrides/${tomorrow}`)).json().data.overrides,
    ).toEqual([]);
    expect((await availableDays())[1]!.pickupSelectableTimes.at(-1)).toBe('21:15');
    const missing = await portalCall(app, owner, 'DELETE', `${path}/hour-overrides/${tomorrow}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(`There is no special schedule on ${tomorrow}.`);
  });

  it('refuses bad hours with a sentence', async () => {
    const cases: [string, object, RegExp][] = [
      [
        'hours',
        { weekly: [1, 2, 3].map(() => ({ dayOfWeek: 1, startTime: '09:00', endTime: '10:00' })) },
        /Monday can have at most 2/,
      ],
      [
        'hours',
        {
          weekly: [
            { dayOfWeek: 2, startTime: '11:00', endTime: '15:00' },
            { dayOfWeek: 2, startTime: '14:00', endTime: '20:00' },
          ],
        },
        /overlap/,
      ],
      ['hours', { weekly: [{ dayOfWeek: 9, startTime: '09:00', endTime: '10:00' }] }, /0 \(Sunday\) to 6/],
      ['hours', { weekly: [{ dayOfWeek: 1, startTime: '9am', endTime: '10:00' }] }, /HH:mm/],
      ['hours', { weekly: [{ dayOfWeek: 1, startTime: '29:00', endTime: '10:00' }] }, /HH:mm/],
      ['hours', { lastOrderMinutes: 500 }, /0 to 120 minutes/],
      ['hours', { weekly: 'nope' }, /not valid JSON/],
      ['hour-overrides', { date: '2020-01-01', closed: true }, /has passed/],
      ['hour-overrides', { date: 'tomorrow', closed: true }, /YYYY-MM-DD/],
      ['hour-overrides', { date: '2099-02-30', closed: true }, /YYYY-MM-DD/],
      ['hour-overrides', { date: '2099-01-01', closed: false }, /mark the day closed/],
      [
        'hour-overrides',
        { date: '2099-01-01', closed: true, windows: [{ startTime: '10:00', endTime: '12:00' }] },
        /closed day has no opening windows/,
      ],
      ['hour-overrides', { date: '2099-01-01' }, /closed/],
    ];
    for (const [call, body, message] of cases) {
      const refused = await portalCall(app, owner, 'POST', `${path}/${call}`, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().message).toMatch(message);
    }
    expect((await portalCall(app, owner, 'GET', `${path}/hours`)).json().data.weekly).toHaveLength(14);
  });
});
