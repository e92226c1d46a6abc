import { describe, expect, it } from 'vitest';
import type { StoreProfile } from '@/modules/stores/stores-service.js';
import { createHoursService } from './hours-service.js';

function newTestService() {
  let hours = [{ id: 1, storeId: 7, dayOfWeek: 1, startTime: '11:00', endTime: '21:00' }];
  let nowMillis = Date.UTC(2026, 5, 15, 16, 0, 20); // Monday 11:00:20 in Chicago
  const profileOf = () =>
    ({
      id: 7,
      timeZone: 'America/Chicago',
      hours,
      orderTypes: [
        { orderType: 'PICK_UP', available: true, minReadyMinutes: 15, specialMinReadyMinutes: null },
      ],
    }) as unknown as StoreProfile;
  // As the stores service: one cached profile object until the store changes.
  let profile = profileOf();
  const storesService = { getStoreProfile: async () => profile };
  const sut = createHoursService({ storesService, now: () => new Date(nowMillis) });
  return {
    sut,
    setHours: (next: typeof hours) => {
      hours = next;
      profile = profileOf();
    },
    advance: (ms: number) => (nowMillis += ms),
  };
}

describe('hoursService.getAvailableHours answer cache', () => {
  it('answers from the cache within a minute', async () => {
    const { sut, advance } = newTestService();
    const first = await sut.getAvailableHours(7);
    advance(20_000);
    expect(await sut.getAvailableHours(7)).toBe(first);
  });

  it('never offers a slot earlier than the ready time, even late in the minute', async () => {
    const { sut } = newTestService();
    const [today] = await sut.getAvailableHours(7);
    // 11:00:20 + 15 minutes is past 11:15, so the first slot is 11:30.
    expect(today?.pickupSelectableTimes[0]).toBe('11:30');
  });

  it('recomputes when the hours change or the minute turns', async () => {
    const { sut, setHours, advance } = newTestService();
    const first = await sut.getAvailableHours(7);
    setHours([{ id: 1, storeId: 7, dayOfWeek: 1, startTime: '12:00', endTime: '21:00' }]);
    const changed = await sut.getAvailableHours(7);
    expect(changed).not.toEqual(first);
    expect(changed[0]?.pickupSelectableTimes[0]).toBe('12:00');
    advance(60_000);
    expect(await sut.getAvailableHours(7)).not.toBe(changed);
  });
});
