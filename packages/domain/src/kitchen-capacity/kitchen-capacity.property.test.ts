import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  KITCHEN_SLOT_MS,
  filterSlotsWithRoom,
  findNextSlotWithRoom,
  isSlotFull,
  kitchenSlotOf,
  slotHasRoom,
  sumSlotLoads,
} from './kitchen-capacity.js';

const minutes = fc.integer({ min: 0, max: 400 });
const limit = fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 300 }));
const instant = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 11, 31) });

describe('kitchen capacity properties', () => {
  it('puts every instant in the one slot that starts at most 15 minutes before it', () => {
    fc.assert(
      fc.property(instant, (millis) => {
        const slot = kitchenSlotOf(millis);
        expect(slot).toBeLessThanOrEqual(millis);
        expect(millis - slot).toBeLessThan(KITCHEN_SLOT_MS);
        expect(kitchenSlotOf(slot)).toBe(slot);
      }),
    );
  });

  it('never lets orders that fit one by one overbook a slot beyond one oversized order', () => {
    fc.assert(
      fc.property(fc.array(minutes, { maxLength: 30 }), fc.integer({ min: 1, max: 300 }), (orders, max) => {
        let used = 0;
        const admitted: number[] = [];
        for (const order of orders) {
          if (slotHasRoom(used, order, max)) {
            used += order;
            admitted.push(order);
          }
        }
        // Past the limit only when a single order bigger than a slot took an empty one, and then it is alone.
        if (used > max) {
          expect(admitted.filter((order) => order > 0)).toEqual([used]);
          expect(isSlotFull(used, max)).toBe(true);
        }
      }),
    );
  });

  it('shows every slot an order of at least a minute fits', () => {
    fc.assert(
      fc.property(minutes, fc.integer({ min: 1, max: 400 }), limit, (used, order, max) => {
        if (slotHasRoom(used, order, max)) {
          expect(isSlotFull(used, max)).toBe(false);
        }
      }),
    );
  });

  it('finds the earliest candidate with room, which the filter keeps', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ slot: fc.integer({ min: 0, max: 20 }), make: minutes }), { maxLength: 40 }),
        fc.integer({ min: 1, max: 100 }),
        limit,
        (bookings, order, max) => {
          const candidates = Array.from({ length: 20 }, (_, index) => index * KITCHEN_SLOT_MS);
          const loads = sumSlotLoads(
            bookings.map((booking) => ({
              slotStartMillis: booking.slot * KITCHEN_SLOT_MS,
              makeMinutes: booking.make,
            })),
          );
          const next = findNextSlotWithRoom(candidates, loads, order, max);
          const earlier = next === null ? candidates : candidates.filter((slot) => slot < next);
          for (const slot of earlier) {
            expect(slotHasRoom(loads.get(slot) ?? 0, order, max)).toBe(false);
          }
          if (next !== null) {
            expect(filterSlotsWithRoom(candidates, loads, max)).toContain(next);
          }
        },
      ),
    );
  });
});
