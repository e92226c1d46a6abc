import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  DELIVERY_UNAVAILABLE_MESSAGE,
  OTHER_RESTAURANT_MESSAGE,
  OUTSIDE_HOURS_MESSAGE,
  STORE_INACTIVE_MESSAGE,
  type OrderJsonInput,
} from '@orderlane/domain';
import { storeOrderTypes } from '@/db/schema/index.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { burgerLine, calculate, insertStoreFixture, pickupOrder } from './orders-fixtures.js';

type Calculated = {
  message: string;
  data: { submittable: boolean; message: string; orderId: number | null; deliveryFee: number };
};

const chicago = { address: '100 E Randolph St', city: 'Chicago', state: 'IL', zip: '60601' };
const newYork = { address: '350 5th Ave', city: 'New York', state: 'NY', zip: '10001' };

describe('calculateOrder orderability (000 §4 Cart validity, §8)', async () => {
  const app = await buildTestApp();
  const store = await insertStoreFixture(app.db);
  const inactive = await insertStoreFixture(app.db, { active: false });
  const closed = await insertStoreFixture(app.db, {}, []);
  const other = await insertStoreFixture(app.db, { name: 'Other Grill' });
  const delivery = (customer: typeof chicago, quantity = 2): OrderJsonInput =>
    pickupOrder(store, { orderType: 'DELIVERY', customer, orderItems: [burgerLine(store, { quantity })] });

  it.each([
    ['an inactive store', () => pickupOrder(inactive), STORE_INACTIVE_MESSAGE],
    ['a store outside its hours', () => pickupOrder(closed), OUTSIDE_HOURS_MESSAGE],
    [
      "another restaurant's cart line",
      () => pickupOrder(store, { orderItems: [burgerLine(other)] }),
      OTHER_RESTAURANT_MESSAGE,
    ],
    ['a delivery out of range', () => delivery(newYork), DELIVERY_UNAVAILABLE_MESSAGE],
    ['a delivery below the minimum', () => delivery(chicago, 1), 'You will need $3.50 more for delivery'],
  ])(
    'answers submittable false for %s, with the spec message and no order',
    async (_label, order, message) => {
      const response = await calculate(app, order());
      expect(response.statusCode).toBe(200);
      expect(response.json<Calculated>()).toMatchObject({
        message,
        data: { submittable: false, message, orderId: null },
      });
    },
  );

  it('prices an in-range delivery with a fresh in-house quote', async () => {
    const response = await calculate(app, { ...delivery(chicago), deliveryFee: 0 });
    const { data } = response.json<Calculated>();
    expect(data.submittable).toBe(true);
    expect(data.deliveryFee).toBeGreaterThanOrEqual(2.99);
    expect(data.orderId).toEqual(expect.any(Number));
  });

  it('refuses an order type the store has switched off', async () => {
    await app.db
      .update(storeOrderTypes)
      .set({ available: false })
      .where(eq(storeOrderTypes.storeId, other.storeId));
    const response = await calculate(app, pickupOrder(other, { orderType: 'WALK_IN' }));
    expect(response.json<Calculated>().data).toMatchObject({
      submittable: false,
      message: 'Walk In orders are not available at Other Grill right now.',
    });
  });
});
