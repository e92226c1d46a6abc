import { afterEach, describe, expect, it, vi } from 'vitest';
import { everyDay, insertStore } from '@/modules/stores/store-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';

interface Day {
  today: boolean;
  dayOfWeek: string;
  currentDate: string;
  pickupSelectableTimes: string[];
  deliverySelectableTimes: string[];
}

describe('POST /api/restaurantInfoHour/getAvailableHours', async () => {
  const app = await buildTestApp();
  const lunchAndDinner = [...everyDay('11:00', '14:30'), ...everyDay('17:00', '21:30')];
  const twoWindowsId = await insertStore(app.db, { name: 'Two Windows' }, { hours: lunchAndDinner });
  const busyId = await insertStore(
    app.db,
    { name: 'Busy Night' },
    {
      hours: lunchAndDinner,
      orderTypes: [
        {
          orderType: 'PICK_UP',
          minReadyMinutes: 15,
          maxReadyMinutes: 25,
          specialMinReadyMinutes: 60,
          specialMaxReadyMinutes: 75,
        },
        { orderType: 'DELIVERY', minReadyMinutes: 45, maxReadyMinutes: 60, available: false },
      ],
    },
  );
  const allDayId = await insertStore(app.db, { name: 'Always Open' }, { hours: everyDay('00:00', '24:00') });
  const newYorkId = await insertStore(
    app.db,
    { name: 'Empire Deli', timeZone: 'America/New_York' },
    { hours: everyDay('09:00', '17:00') },
  );

  afterEach(() => {
    vi.useRealTimers();
  });

  async function hoursAt(storeId: number, utc: string): Promise<Day[]> {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(utc));
    const response = await app.inject({
      method: 'POST',
      url: `/api/restaurantInfoHour/getAvailableHours?restaurantInfoId=${storeId}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  it('answers 5 days, the second window after the first, the last slot 30 minutes before closing', async () => {
    const days = await hoursAt(twoWindowsId, '2026-06-15T17:07:00Z'); // Monday 12:07 in Chicago
    expect(days.map((day) => [day.today, day.dayOfWeek, day.currentDate])).toEqual([
      [true, 'Monday', '2026-06-15'],
      [false, 'Tuesday', '2026-06-16'],
      [false, 'Wednesday', '2026-06-17'],
      [false, 'Thursday', '2026-06-18'],
      [false, 'Friday', '2026-06-19'],
    ]);
    const [today, tomorrow] = days;
    expect(today?.pickupSelectableTimes.slice(0, 2)).toEqual(['12:30', '12:45']);
    expect(today?.pickupSelectableTimes).toContain('14:00');
    expect(today?.pickupSelectableTimes).not.toContain('14:15');
    expect(today?.pickupSelectableTimes.filter((time) => time >= '15:00')[0]).toBe('17:00');
    expect(today?.pickupSelectableTimes.at(-1)).toBe('21:00');
    expect(today?.deliverySelectableTimes[0]).toBe('13:00');
    expect(tomorrow?.pickupSelectableTimes).toHaveLength(30);
  });

  it('uses the special ready time when set and skips an unavailable order type', async () => {
    const [today] = await hoursAt(busyId, '2026-06-15T17:07:00Z');
    expect(today?.pickupSelectableTimes[0]).toBe('13:15');
    expect(today?.deliverySelectableTimes).toEqual([]);
  });

  it('has no slot at the skipped 02:xx on 2026-03-08 and no repeat on 2026-11-01', async () => {
    const spring = (await hoursAt(allDayId, '2026-03-07T18:00:00Z')).find(
      (day) => day.currentDate === '2026-03-08',
    );
    expect(spring?.pickupSelectableTimes.some((time) => time.startsWith('02:'))).toBe(false);
    expect(spring?.pickupSelectableTimes).toHaveLength(92);
    const fall = (await hoursAt(allDayId, '2026-10-31T18:00:00Z')).find(
      (day) => day.currentDate === '2026-11-01',
    );
    expect(new Set(fall?.pickupSelectableTimes).size).toBe(96);
    expect(fall?.pickupSelectableTimes).toHaveLength(96);
  });

  it("reads hours in the store's own time zone", async () => {
    const [today] = await hoursAt(newYorkId, '2026-06-15T14:00:00Z'); // 10:00 in New York, 09:00 in Chicago
    expect(today?.pickupSelectableTimes[0]).toBe('10:15');
    expect(today?.pickupSelectableTimes.at(-1)).toBe('16:30');
  });

  it.each([
    ['an unknown store', 'restaurantInfoId=424242', 404, 'Store 424242 does not exist'],
    ['no store id', '', 400, 'restaurantInfoId'],
    ['a fractional id', 'restaurantInfoId=1.5', 400, 'must be a positive whole number'],
  ])('refuses %s', async (_label, query, status, message) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/restaurantInfoHour/getAvailableHours?${query}`,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toContain(message);
  });
});
