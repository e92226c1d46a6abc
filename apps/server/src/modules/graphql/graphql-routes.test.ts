import { describe, expect, it } from 'vitest';
import { insertCategory, insertItem } from '@/modules/menu/menu-fixtures.js';
import { insertStore } from '@/modules/stores/store-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';

const STORE_FIELDS = `id name active orderlane orderlaneDrive ownDriver tdrive address city state zip latitude longitude
  logoUrl bannerUrl keyword rating { average count } distance timeZone minDelivery rewardRate mRate specialRequestAvailable phoneNumber taxRate
  convenienceFee restaurantInfoOrderTypes { orderType { value } minReadyMinutes maxReadyMinutes available
  currentRestaurantInfoOrderTypeSpecialTime { minReadyMinutes maxReadyMinutes } }
  orderingPaused pausedOrderTypes pauseMessage
  restaurantInfoHours { today currentDate dayOfWeek startTime endTime }`;
const MENU_FIELDS = `id displayOrder name cnName description active available items { id itemId displayOrder name cnName
  description price mPrice offerPrice itemImage spicy raw active categoryId restaurantInfoId printerName printable
  taxExempt availability optionsList { groupId name required numOfChoice multiQtyAllowed
  options { id name cnName price active quantity } } }`;
const NEARBY_FIELDS = `id name bannerUrl logoUrl distance keyword rating { average count } orderlane orderlaneDrive ownDriver tdrive address city
  state zip latitude longitude phoneNumber`;

describe('POST /api/graphql (store, nearby, storeMenu)', async () => {
  const app = await buildTestApp();
  const storeId = await insertStore(app.db);
  await insertStore(app.db, { name: 'Far Away', orderlane: true, latitude: 40.7484, longitude: -73.9967 });
  const categoryId = await insertCategory(app.db, storeId, { name: 'Noodles %', displayOrder: 1 });
  await insertItem(app.db, storeId, categoryId, { code: 'N1', name: 'Dan Dan Noodles', priceCents: 1195 }, [
    {
      name: 'Spice level',
      required: true,
      numOfChoice: 1,
      options: [{ name: 'Mild' }, { name: 'Hot', active: false }],
    },
  ]);

  const postJson = (payload: unknown) =>
    app.inject({ method: 'POST', url: '/api/graphql', payload: payload as object });
  const rest = async (url: string) => (await app.inject({ method: 'POST', url })).json();

  it('answers the store query with the same data as searchRestaurants', async () => {
    const response = await postJson({
      query: `query Store($id: ID!, $latitude: Float, $longitude: Float, $includeHours: Boolean) {
        store(id: $id, latitude: $latitude, longitude: $longitude, includeHours: $includeHours) { ${STORE_FIELDS} } }`,
      variables: { id: storeId, latitude: 41.8858, longitude: -87.6181, includeHours: true },
    });
    expect(response.statusCode).toBe(200);
    const expected = await rest(
      `/api/searchRestaurants?id=${storeId}&includeHours=true&latitude=41.8858&longitude=-87.6181`,
    );
    expect(response.json()).toEqual({ data: { store: expected } });
    expect(expected[0].restaurantInfoHours).toHaveLength(5);
  });

  it('reads a JSON body sent with a form content type, as the storefront sends it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: JSON.stringify({
        query: 'query($id: ID!) { store(id: $id) { id name mRate rewardRate } }',
        variables: { id: String(storeId) },
      }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { store: [{ id: storeId, name: 'Loop Noodle House', mRate: 1.18, rewardRate: 0.08 }] },
    });
  });

  it('reads plain form fields too', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        query: 'query($id: ID!) { store(id: $id) { id } }',
        variables: JSON.stringify({ id: storeId }),
      }).toString(),
    });
    expect(response.json()).toEqual({ data: { store: [{ id: storeId }] } });
  });

  it('answers the nearby query with the same list as locateRestaurants', async () => {
    const response = await postJson({
      query: `{ nearby(latitude: 41.8858, longitude: -87.6181) { ${NEARBY_FIELDS} } }`,
    });
    const expected = await rest('/api/locateRestaurants?latitude=41.8858&longitude=-87.6181');
    expect(response.json()).toEqual({ data: { nearby: expected } });
    expect(expected.map((store: { name: string }) => store.name)).toEqual(['Loop Noodle House', 'Far Away']);
  });

  it('answers the storeMenu query with the same menu as getStoreMenu', async () => {
    const scheduleTime = '2026-06-15 12:00:00';
    const response = await postJson({
      query: `query Menu($id: ID!, $scheduleTime: String) { storeMenu(id: $id, scheduleTime: $scheduleTime) { ${MENU_FIELDS} } }`,
      variables: { id: storeId, scheduleTime },
    });
    const expected = await rest(
      `/api/getStoreMenu?restaurantInfoId=${storeId}&currentTimestamp=${encodeURIComponent(scheduleTime)}`,
    );
    expect(response.json()).toEqual({ data: { storeMenu: expected } });
    expect(expected[0]).toMatchObject({
      name: 'Noodles',
      items: [{ optionsList: [{ options: [{ name: 'Mild' }] }] }],
    });
  });

  it.each([
    ['a syntax error', { query: '{ store(id: 1) { id }' }, 400, 'Syntax Error'],
    ['an unknown field', { query: '{ store(id: 1) { secret } }' }, 400, 'Cannot query field "secret"'],
    [
      'a missing variable',
      { query: 'query($id: ID!) { store(id: $id) { id } }' },
      400,
      'Variable "$id" of required type "ID!" was not provided',
    ],
    ['a non-numeric store id', { query: '{ store(id: "seven") { id } }' }, 400, '"seven" is not a store id'],
    [
      'one coordinate',
      { query: '{ nearby(latitude: 41.9) { id } }' },
      400,
      'Send latitude and longitude together',
    ],
    ['an unknown store', { query: '{ storeMenu(id: 999999) { id } }' }, 404, 'Store 999999 does not exist'],
    [
      'a bad scheduleTime',
      { query: `{ storeMenu(id: 1, scheduleTime: "soon") { id } }` },
      400,
      'scheduleTime must read YYYY-MM-DD HH:mm:ss',
    ],
    ['no query', { variables: {} }, 400, 'The field "query" is invalid: is required'],
    [
      'variables that are not JSON',
      { query: '{ nearby { id } }', variables: '{broken' },
      400,
      'is not valid JSON',
    ],
  ])('answers %s with {status, message}', async (_label, payload, status, message) => {
    const response = await postJson(payload);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({
      status,
      message: expect.stringContaining(message),
      requestId: expect.any(String),
    });
  });

  it('refuses a form body that is neither JSON nor form fields', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '{"query": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 400,
      message: 'The request body is not valid JSON.',
      requestId: expect.any(String),
    });
  });
});
