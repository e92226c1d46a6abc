import { describe, expect, it } from 'vitest';
import { DELIVERY_UNAVAILABLE_MESSAGE } from '@orderlane/domain';
import { buildTestApp } from '@/testing/build-test-app.js';
import { insertStoreFixture } from '@/modules/orders/orders-fixtures.js';

describe('POST /api/getDeliveryAvailability', async () => {
  const app = await buildTestApp();
  const store = await insertStoreFixture(app.db);
  const pickupOnly = await insertStoreFixture(app.db, { name: 'Pickup Only Place', orderlaneDrive: false });
  const ask = (restaurantInfoId: number | string, customer: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/getDeliveryAvailability',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        restaurantInfoId: String(restaurantInfoId),
        customerjson: JSON.stringify(customer),
      }).toString(),
    });

  it('answers available with the in-house fee for an address in range', async () => {
    const response = await ask(store.storeId, {
      address: '100 E Randolph St',
      city: 'Chicago',
      state: 'IL',
      zip: '60601',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ available: true, errorMessage: '', postmatesDeliveryFee: null });
    expect(body.orderlaneDeliveryFee).toBeGreaterThanOrEqual(2.99);
    expect(body.orderlaneDeliveryFee).toBeLessThan(3.5);
  });

  it('answers out of range for New York', async () => {
    const response = await ask(store.storeId, {
      address: '350 5th Ave',
      city: 'New York',
      state: 'NY',
      zip: '10001',
    });
    expect(response.json()).toEqual({
      available: false,
      errorMessage: DELIVERY_UNAVAILABLE_MESSAGE,
      orderlaneDeliveryFee: null,
      postmatesDeliveryFee: null,
    });
  });

  it("answers 'address is incorrect' for an address that cannot be found", async () => {
    const response = await ask(store.storeId, {
      address: '1 Nowhere Rd',
      city: 'Atlantis',
      state: 'ZZ',
      zip: '00000',
    });
    expect(response.json()).toMatchObject({ available: false, errorMessage: 'address is incorrect' });
  });

  it('says so when the store does not deliver', async () => {
    const response = await ask(pickupOnly.storeId, {
      address: '100 E Randolph St',
      city: 'Chicago',
      state: 'IL',
      zip: '60601',
    });
    expect(response.json()).toMatchObject({
      available: false,
      errorMessage: 'Pickup Only Place does not deliver. Please choose Pick Up.',
    });
  });

  it('answers 404 for an unknown store and 400 for a bad parameter', async () => {
    expect((await ask(999_999, { zip: '60601' })).statusCode).toBe(404);
    const bad = await ask('abc', { zip: '60601' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/restaurantInfoId/);
    const broken = await app.inject({
      method: 'POST',
      url: '/api/getDeliveryAvailability?restaurantInfoId=1',
      payload: { customerjson: '{' },
    });
    expect(broken.statusCode).toBe(400);
  });
});
