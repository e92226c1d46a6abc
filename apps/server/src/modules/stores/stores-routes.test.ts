import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeOrderTypes } from '@/db/schema/index.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { everyDay, insertStore } from './store-fixtures.js';

describe('store reads (searchRestaurants, locateRestaurants)', async () => {
  const app = await buildTestApp();
  const loopId = await insertStore(
    app.db,
    {},
    {
      hours: [...everyDay('11:00', '14:30'), ...everyDay('17:00', '21:30')],
    },
  );
  await app.db.update(storeOrderTypes).set({ specialMinReadyMinutes: 30, specialMaxReadyMinutes: 40 });
  const evanstonId = await insertStore(app.db, {
    name: 'Evanston Tacos',
    orderlane: false,
    address: '1 Fountain Sq',
    city: 'Evanston',
    zip: '60201',
    latitude: 42.0451,
    longitude: -87.6877,
    phoneNumber: '(847) 555-0101',
    convenienceFeeCents: null,
  });
  const farId = await insertStore(app.db, {
    name: 'Naperville Grill',
    city: 'Naperville',
    zip: '60540',
    latitude: 41.7508,
    longitude: -88.1535,
    phoneNumber: '630-555-0102',
  });
  const inactiveId = await insertStore(app.db, { name: 'Closed Kitchen', active: false, phoneNumber: null });
  const noPositionId = await insertStore(app.db, { name: 'Ghost Kitchen', latitude: null, longitude: null });

  afterEach(() => {
    vi.useRealTimers();
  });

  const post = (url: string) => app.inject({ method: 'POST', url });

  describe('POST /api/searchRestaurants', () => {
    it('answers the store with every field of the store shape, money in dollars', async () => {
      const response = await post(`/api/searchRestaurants?id=${loopId}`);
      expect(response.statusCode).toBe(200);
      const [store] = response.json();
      expect(store).toEqual({
        id: loopId,
        name: 'Loop Noodle House',
        active: true,
        orderlane: true,
        orderlaneDrive: true,
        ownDriver: false,
        tdrive: false,
        address: '100 W Randolph St',
        city: 'Chicago',
        state: 'IL',
        zip: '60601',
        latitude: 41.8847,
        longitude: -87.6319,
        logoUrl: '/media/logo.png',
        bannerUrl: '/media/banner.png',
        keyword: 'Chinese,Noodles',
        rating: null,
        distance: null,
        timeZone: 'America/Chicago',
        minDelivery: 15,
        rewardRate: 0.08,
        mRate: 1.18,
        specialRequestAvailable: true,
        phoneNumber: '3125550100',
        taxRate: 0.1025,
        convenienceFee: 1.25,
        restaurantInfoOrderTypes: [
          {
            orderType: { value: 'PICK_UP' },
            minReadyMinutes: 15,
            maxReadyMinutes: 25,
            available: true,
            currentRestaurantInfoOrderTypeSpecialTime: { minReadyMinutes: 30, maxReadyMinutes: 40 },
          },
          {
            orderType: { value: 'DELIVERY' },
            minReadyMinutes: 45,
            maxReadyMinutes: 60,
            available: true,
            currentRestaurantInfoOrderTypeSpecialTime: { minReadyMinutes: 30, maxReadyMinutes: 40 },
          },
        ],
        orderingPaused: false,
        pausedOrderTypes: [],
        pauseMessage: null,
        restaurantInfoHours: [],
      });
    });

    it('adds the windows of the coming 5 days with includeHours=true', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-06-15T17:00:00Z')); // Monday noon in Chicago
      const [store] = (await post(`/api/searchRestaurants?id=${loopId}&includeHours=true`)).json();
      expect(store.restaurantInfoHours).toHaveLength(10);
      expect(store.restaurantInfoHours.slice(0, 3)).toEqual([
        { today: true, currentDate: '2026-06-15', dayOfWeek: 'Monday', startTime: '11:00', endTime: '14:30' },
        { today: true, currentDate: '2026-06-15', dayOfWeek: 'Monday', startTime: '17:00', endTime: '21:30' },
        {
          today: false,
          currentDate: '2026-06-16',
          dayOfWeek: 'Tuesday',
          startTime: '11:00',
          endTime: '14:30',
        },
      ]);
    });

    it('gives the distance from a position in miles with 2 decimals', async () => {
      const [store] = (
        await post(`/api/searchRestaurants?id=${evanstonId}&latitude=41.8858&longitude=-87.6181`)
      ).json();
      expect(store.distance).toBeCloseTo(11.6, 0);
      expect(Math.round(store.distance * 100)).toBe(store.distance * 100);
      expect(store.convenienceFee).toBeNull();
    });

    it('answers an inactive store too, so the store page can say it is unavailable', async () => {
      const [store] = (await post(`/api/searchRestaurants?id=${inactiveId}&includeHours=false`)).json();
      expect(store).toMatchObject({ id: inactiveId, active: false });
    });

    it.each([
      ['(847) 555-0101', 'Evanston Tacos'],
      ['+1 847-555-0101', 'Evanston Tacos'],
      ['6305550102', 'Naperville Grill'],
    ])('finds a store by its phone number %s', async (phoneNumber, name) => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/searchRestaurants?phoneNumber=${encodeURIComponent(phoneNumber)}&includeHours=false`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().map((store: { name: string }) => store.name)).toEqual([name]);
    });

    it.each([
      ['an unknown id', '?id=999999', 404, 'Store 999999 does not exist'],
      ['an unknown phone number', '?phoneNumber=2125550199', 404, 'No store has the phone number 2125550199'],
      ['a short phone number', '?phoneNumber=555-0101', 400, 'is not a 10-digit US phone number'],
      ['a text id', '?id=abc', 400, 'The query parameter "id" is invalid'],
      ['a zero id', '?id=0', 400, 'must be a positive whole number'],
      ['no id nor phone', '', 400, 'Send a store id or a phone number'],
      ['a bad includeHours', `?id=1&includeHours=yes`, 400, 'must be true or false'],
      ['a latitude alone', `?id=1&latitude=41.9`, 400, 'Send latitude and longitude together'],
      ['a latitude out of range', `?id=1&latitude=91&longitude=0`, 400, 'between -90 and 90'],
    ])('refuses %s', async (_label, query, status, message) => {
      const response = await post(`/api/searchRestaurants${query}`);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ status });
      expect(response.json().message).toContain(message);
    });
  });

  describe('POST /api/locateRestaurants', () => {
    it('lists active stores, orderlane first, then by distance', async () => {
      const response = await post('/api/locateRestaurants?latitude=41.8858&longitude=-87.6181');
      expect(response.statusCode).toBe(200);
      const stores = response.json() as { id: number; distance: number | null }[];
      expect(stores.map((store) => store.id)).toEqual([loopId, farId, noPositionId, evanstonId]);
      expect(stores[0]?.distance).toBeCloseTo(0.7, 0);
      expect(stores[2]?.distance).toBeNull();
      expect(stores[0]).toEqual({
        id: loopId,
        name: 'Loop Noodle House',
        bannerUrl: '/media/banner.png',
        logoUrl: '/media/logo.png',
        distance: expect.any(Number),
        keyword: 'Chinese,Noodles',
        rating: null,
        orderlane: true,
        orderlaneDrive: true,
        ownDriver: false,
        tdrive: false,
        address: '100 W Randolph St',
        city: 'Chicago',
        state: 'IL',
        zip: '60601',
        latitude: 41.8847,
        longitude: -87.6319,
        phoneNumber: '3125550100',
      });
    });

    it('answers without distances when no position is sent', async () => {
      const stores = (await post('/api/locateRestaurants')).json() as {
        id: number;
        distance: number | null;
      }[];
      expect(stores.map((store) => store.id)).toEqual([loopId, farId, noPositionId, evanstonId]);
      expect(stores.every((store) => store.distance === null)).toBe(true);
    });

    it('places address text through the geocoder', async () => {
      const response = await post(
        `/api/locateRestaurants?address=${encodeURIComponent('1 Main St, Naperville, IL 60540')}`,
      );
      const stores = response.json() as { id: number; distance: number }[];
      expect(stores[0]?.id).toBe(farId);
      expect(stores[0]?.distance).toBeLessThan(3);
    });

    it.each([
      [
        'unknown address text',
        `?address=${encodeURIComponent('1 Nowhere Rd, Atlantis')}`,
        'address is incorrect',
      ],
      ['a longitude alone', '?longitude=-87.6', 'Send latitude and longitude together'],
      ['a text latitude', '?latitude=north&longitude=-87.6', 'must be a number in degrees'],
    ])('refuses %s with 400', async (_label, query, message) => {
      const response = await post(`/api/locateRestaurants${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    });
  });
});
