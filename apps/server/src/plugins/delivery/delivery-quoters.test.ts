import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/config.js';
import { insertStoreFixture } from '@/modules/orders/orders-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { createThirdPartyQuoter } from './delivery-quotes-plugin.js';
import { createInHouseQuoter } from './in-house-quoter.js';
import { startPostmatesStandIn } from './postmates-stand-in.js';
import { ThirdPartyDispatchQuoter } from './third-party-dispatch-quoter.js';

const pickup = {
  storeId: 1,
  name: 'Fixture Grill',
  address: '100 E Randolph St, Chicago, IL 60601',
  phoneNumber: null,
  latitude: 41.8858,
  longitude: -87.6181,
  deliveryRadiusMiles: 5,
  deliveryBaseFeeCents: 299,
  deliveryFeePerMileCents: 50,
};
// About 2.07 miles due south.
const nearby = { latitude: 41.8558, longitude: -87.6181, address: 'South Loop' };
const far = { latitude: 40.7506, longitude: -73.9972, address: 'New York' };

describe('in-house delivery quoter', () => {
  const quoter = createInHouseQuoter();

  it('charges the base fee plus the per-mile fee inside the radius', async () => {
    const quote = await quoter.quote(pickup, nearby);
    expect(quote).toMatchObject({ available: true, feeCents: 299 + 104 });
  });

  it('refuses an address beyond the radius, and every address without one', async () => {
    expect(await quoter.quote(pickup, far)).toMatchObject({ available: false, reason: 'out_of_range' });
    expect(await quoter.quote({ ...pickup, deliveryRadiusMiles: 0 }, nearby)).toMatchObject({
      available: false,
    });
  });
});

describe('the Postmates quoter against a local stand-in of Postmates', async () => {
  const standIn = await startPostmatesStandIn({ customerId: 'cus_1', apiKey: 'key' });
  afterAll(() => standIn.close());
  const quoter = (options: Partial<{ customerId: string; apiKey: string; baseUrl: string }> = {}) =>
    new ThirdPartyDispatchQuoter({ baseUrl: standIn.url, customerId: 'cus_1', apiKey: 'key', ...options });

  it('asks for a delivery quote with basic auth and reads its fee in cents', async () => {
    expect(await quoter().quote(pickup, nearby)).toEqual({
      available: true,
      feeCents: 500 + 207,
      distanceMiles: null,
    });
    const sent = standIn.requests.at(-1)!;
    expect(sent).toMatchObject({ path: '/v1/customers/cus_1/delivery_quotes', status: 200 });
    expect(Object.fromEntries(sent.form)).toEqual({
      pickup_address: pickup.address,
      dropoff_address: nearby.address,
      pickup_latitude: '41.8858',
      pickup_longitude: '-87.6181',
      dropoff_latitude: '41.8558',
      dropoff_longitude: '-87.6181',
    });
  });

  it('reads a refusal, wrong credentials or an unreachable service as no quote', async () => {
    expect(await quoter().quote(pickup, far)).toMatchObject({ available: false, reason: 'unavailable' });
    expect(standIn.requests.at(-1)?.status).toBe(400);
    expect(await quoter({ apiKey: 'wrong' }).quote(pickup, nearby)).toMatchObject({ available: false });
    expect(standIn.requests.at(-1)?.status).toBe(401);
    expect(await quoter({ customerId: 'cus_2' }).quote(pickup, nearby)).toMatchObject({ available: false });
    expect(standIn.requests.at(-1)?.status).toBe(401);
    const offline = new ThirdPartyDispatchQuoter({
      baseUrl: 'http://127.0.0.1:9',
      customerId: 'c',
      apiKey: 'k',
      timeoutMs: 500,
    });
    expect(await offline.quote(pickup, nearby)).toMatchObject({ available: false });
  });
});

describe('DELIVERY_QUOTER in the configuration', () => {
  it("is in-house by default: the store's own fee and no courier network", () => {
    expect(createThirdPartyQuoter(loadConfig({}))).toBeNull();
  });

  it('refuses DELIVERY_QUOTER=postmates without its customer id and key, in one line', () => {
    expect(() => loadConfig({ DELIVERY_QUOTER: 'postmates', POSTMATES_API_KEY: 'k' })).toThrow(
      /^Invalid configuration: DELIVERY_QUOTER=postmates needs POSTMATES_CUSTOMER_ID and POSTMATES_API_KEY$/,
    );
    expect(() => loadConfig({ DELIVERY_QUOTER: 'doordash' })).toThrow(
      /^Invalid configuration: DELIVERY_QUOTER /,
    );
  });
});

describe('DELIVERY_QUOTER=postmates through the app', async () => {
  const standIn = await startPostmatesStandIn();
  afterAll(() => standIn.close());
  const app = await buildTestApp(standIn.env());
  const store = await insertStoreFixture(app.db);
  const ask = (customer: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/getDeliveryAvailability',
      payload: { restaurantInfoId: String(store.storeId), customerjson: JSON.stringify(customer) },
    });

  it("adds Postmates' quote beside the store's own fee", async () => {
    expect(app.deliveryQuotes.thirdParty?.name).toBe('postmates');
    const response = await ask({ address: '100 E Randolph St', city: 'Chicago', state: 'IL', zip: '60601' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ available: true, errorMessage: '' });
    expect(body.orderlaneDeliveryFee).toBeGreaterThanOrEqual(2.99);
    expect(body.postmatesDeliveryFee).toBeGreaterThanOrEqual(5);
    expect(body.postmatesDeliveryFee).toBeLessThan(6);
    expect(standIn.requests.at(-1)).toMatchObject({
      path: `/v1/customers/${standIn.customerId}/delivery_quotes`,
      status: 200,
    });
  });

  it('answers with no Postmates fee when Postmates will not deliver there', async () => {
    const response = await ask({ address: '350 5th Ave', city: 'New York', state: 'NY', zip: '10001' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ available: false, postmatesDeliveryFee: null });
  });
});
