import { describe, expect, it } from 'vitest';
import { getAvailableHoursDays } from '../store-hours/store-hours.js';
import {
  filterSlotsWithRoom,
  findNextSlotWithRoom,
  isSlotFull,
  kitchenSlotOf,
  makeMinutesOf,
  orderLoadMinutes,
  slotHasRoom,
  sumSlotLoads,
  type MakeTimes,
} from './kitchen-capacity.js';
import { kitchenCapacitySettingsSchema } from './kitchen-capacity-settings.js';
import { kitchenFullMessage, listSlotMillis, removeFullSlots, slotMillisOf } from './kitchen-slots.js';

const at = (iso: string) => Date.parse(iso);
const times: MakeTimes = {
  defaultMakeMinutes: 5,
  categoryMinutes: new Map([[10, 8]]),
  itemMinutes: new Map([
    [1, 12],
    [2, 0],
  ]),
};

describe('kitchenSlotOf', () => {
  it.each([
    ['2026-03-02T18:00:00Z', '2026-03-02T18:00:00Z'],
    ['2026-03-02T18:14:59.999Z', '2026-03-02T18:00:00Z'],
    ['2026-03-02T18:15:00Z', '2026-03-02T18:15:00Z'],
    ['2026-03-02T23:59:00Z', '2026-03-02T23:45:00Z'],
  ])('puts %s in the slot starting %s', (instant, slot) => {
    expect(kitchenSlotOf(at(instant))).toBe(at(slot));
  });

  it('matches the store-local quarter hours of a zone offset by 5:45', () => {
    const kathmandu = slotMillisOf('2026-03-02', '18:15', 'Asia/Kathmandu') ?? 0;
    expect(kitchenSlotOf(kathmandu + 14 * 60_000)).toBe(kathmandu);
  });
});

describe('make times and order load', () => {
  it.each([
    [1, 10, 12, 'the item its own'],
    [2, 10, 0, 'an item set to zero'],
    [3, 10, 8, 'an item without one its category'],
    [3, 11, 5, 'an item and category without one the store default'],
    [null, null, 5, 'a deal line the store default'],
  ])('gives item %s in category %s %s minutes (%s)', (itemId, categoryId, minutes, _why) => {
    expect(makeMinutesOf(times, itemId, categoryId)).toBe(minutes);
  });

  it('sums each line times its quantity', () => {
    const lines = [
      { itemId: 1, categoryId: 10, quantity: 2 },
      { itemId: 3, categoryId: 10, quantity: 1 },
      { itemId: null, categoryId: null, quantity: 3 },
    ];
    expect(orderLoadMinutes(lines, times)).toBe(24 + 8 + 15);
    expect(orderLoadMinutes([], times)).toBe(0);
  });
});

describe('room in a slot', () => {
  it.each([
    [0, 30, null, true, 'no limit'],
    [500, 30, 0, true, 'a 0 limit (unlimited)'],
    [20, 10, 30, true, 'exactly filling the slot'],
    [21, 10, 30, false, 'one minute over'],
    [0, 45, 30, true, 'an order bigger than the slot in an empty slot'],
    [30, 0, 30, true, 'an order with no make time'],
  ])('used %s + order %s with limit %s: %s (%s)', (used, order, limit, expected, _why) => {
    expect(slotHasRoom(used, order, limit)).toBe(expected);
  });

  it('calls a slot full once its orders reach the limit', () => {
    expect(isSlotFull(29, 30)).toBe(false);
    expect(isSlotFull(30, 30)).toBe(true);
    expect(isSlotFull(1000, null)).toBe(false);
  });

  it('finds the next slot the order fits and filters the full ones', () => {
    const slots = [at('2026-03-02T18:00:00Z'), at('2026-03-02T18:15:00Z'), at('2026-03-02T18:30:00Z')];
    const loads = sumSlotLoads([
      { slotStartMillis: slots[0] ?? 0, makeMinutes: 20 },
      { slotStartMillis: (slots[0] ?? 0) + 60_000, makeMinutes: 10 },
      { slotStartMillis: slots[1] ?? 0, makeMinutes: 25 },
    ]);
    expect(loads.get(slots[0] ?? 0)).toBe(30);
    expect(findNextSlotWithRoom(slots, loads, 10, 30)).toBe(slots[2]);
    expect(findNextSlotWithRoom(slots, loads, 5, 30)).toBe(slots[1]);
    expect(findNextSlotWithRoom(slots.slice(0, 2), loads, 10, 30)).toBeNull();
    expect(filterSlotsWithRoom(slots, loads, 30)).toEqual(slots.slice(1));
  });
});

describe('removeFullSlots', () => {
  it('takes a full slot out of pickup and delivery, in the store zone', () => {
    const days = getAvailableHoursDays({
      hours: [{ dayOfWeek: 1, startTime: '11:00', endTime: '14:00' }],
      timeZone: 'America/Chicago',
      now: new Date('2026-03-02T16:00:00Z'),
      orderTypes: { PICK_UP: { minReadyMinutes: 0 }, DELIVERY: { minReadyMinutes: 0 } },
      days: 1,
    });
    const noon = slotMillisOf('2026-03-02', '12:00', 'America/Chicago') ?? 0;
    const trimmed = removeFullSlots(days, 'America/Chicago', new Map([[noon, 40]]), 40);
    expect(days[0]?.pickupSelectableTimes).toContain('12:00');
    expect(trimmed[0]?.pickupSelectableTimes).not.toContain('12:00');
    expect(trimmed[0]?.deliverySelectableTimes).not.toContain('12:00');
    expect(trimmed[0]?.pickupSelectableTimes).toContain('12:15');
    expect(removeFullSlots(days, 'America/Chicago', new Map([[noon, 40]]), null)).toEqual(days);
    expect(listSlotMillis(trimmed, 'pickupSelectableTimes', 'America/Chicago')[0]).toBe(
      slotMillisOf('2026-03-02', '11:00', 'America/Chicago'),
    );
  });
});

describe('kitchenCapacitySettingsSchema', () => {
  const good = { slotLimitMinutes: 60, defaultMakeMinutes: 5, categories: [], items: [] };
  it('accepts a limit or unlimited', () => {
    expect(kitchenCapacitySettingsSchema.parse(good)).toEqual(good);
    expect(
      kitchenCapacitySettingsSchema.parse({ ...good, slotLimitMinutes: null }).slotLimitMinutes,
    ).toBeNull();
  });
  it.each([
    [{ slotLimitMinutes: -1 }, 'cannot be negative'],
    [{ slotLimitMinutes: 1.5 }, 'whole number'],
    [{ defaultMakeMinutes: 999 }, 'more than 240'],
    [{ items: [{ itemId: 1, makeMinutes: -2 }] }, 'cannot be negative'],
  ])('refuses %j with a clear message', (change, message) => {
    const result = kitchenCapacitySettingsSchema.safeParse({ ...good, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(message);
  });
});

describe('kitchenFullMessage', () => {
  const zone = 'America/Chicago';
  const now = new Date('2026-03-02T17:00:00Z');
  it('offers the next slot, with its day when it is not today', () => {
    const full = slotMillisOf('2026-03-02', '12:30', zone) ?? 0;
    const next = slotMillisOf('2026-03-02', '12:45', zone) ?? 0;
    const tomorrow = slotMillisOf('2026-03-03', '11:00', zone) ?? 0;
    expect(kitchenFullMessage(full, next, zone, now)).toBe(
      'The kitchen is fully booked at 12:30 PM. The next time with room is 12:45 PM; please choose it and place the order again.',
    );
    expect(kitchenFullMessage(full, tomorrow, zone, now)).toContain('Tue, Mar 3 at 11:00 AM');
    expect(kitchenFullMessage(full, null, zone, now)).toContain('no later time with room');
  });
});
