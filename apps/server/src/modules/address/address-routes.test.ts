import { describe, expect, it } from 'vitest';
import { insertStore } from '@/modules/stores/store-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';

describe('address helpers for the Enter Address dialog', async () => {
  const app = await buildTestApp();
  const storeId = await insertStore(app.db, { latitude: 41.8858, longitude: -87.6181 });

  describe('GET|POST /api/address/suggest', () => {
    it("answers up to 5 suggestions with the maps service's field names", async () => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/address/suggest?text=${encodeURIComponent('233 S Wacker Dr, Chicago, IL 6060')}`,
      });
      expect(response.statusCode).toBe(200);
      const suggestions = response.json();
      expect(suggestions).toHaveLength(5);
      expect(suggestions[0]).toEqual({
        description: '233 S Wacker Dr, Chicago, IL 60601',
        fullThoroughfare: '233 S Wacker Dr',
        locality: 'Chicago',
        administrativeAreaCode: 'IL',
        postCode: '60601',
        latitude: 41.8858,
        longitude: -87.6181,
      });
    });

    it('takes the text from a form body too, and a limit', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/address/suggest',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'text=Chicago%2C%20IL%20606&limit=2',
      });
      expect(response.json().map((entry: { postCode: string }) => entry.postCode)).toEqual([
        '60601',
        '60602',
      ]);
    });

    it('completes a bare street line around the store being ordered from', async () => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/address/suggest?text=233%20S%20Wacker%20Dr&restaurantInfoId=${storeId}`,
      });
      expect(response.json()[0]).toMatchObject({ locality: 'Chicago', postCode: '60601' });
    });

    it('suggests nothing up to 4 characters', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/address/suggest?text=233%20' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    });

    it.each([
      ['a limit over 10', 'text=Chicago&limit=50', 400, 'must be a whole number from 1 to 10'],
      ['an unknown store', 'text=233%20S%20Wacker&restaurantInfoId=99999', 404, 'Store 99999 does not exist'],
      ['a text of 201 characters', `text=${'a'.repeat(201)}`, 400, 'is longer than 200 characters'],
    ])('refuses %s', async (_label, query, status, message) => {
      const response = await app.inject({ method: 'GET', url: `/api/address/suggest?${query}` });
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toContain(message);
    });
  });

  describe('POST /api/address/lookup', () => {
    it('geocodes one line of text', async () => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/address/lookup?text=${encodeURIComponent('233 S Wacker Dr, Chicago, IL 60606')}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        address: '233 S Wacker Dr',
        city: 'Chicago',
        state: 'IL',
        zip: '60606',
        latitude: 41.8868,
        longitude: -87.6386,
        formatted: '233 S Wacker Dr, Chicago, IL 60606',
        precision: 'zip',
      });
    });

    it('geocodes the customer fields sent as JSON', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/address/lookup',
        payload: { address: '1 Penn Plz', city: 'New York', state: 'NY', zip: 10001 },
      });
      expect(response.json()).toMatchObject({ zip: '10001', state: 'NY', latitude: 40.7484 });
    });

    it.each([
      ['an unknown address', { text: '1 Nowhere Rd, Atlantis, ZZ' }, 404, 'address is incorrect'],
      ['nothing at all', {}, 400, 'Send the address as text'],
      ['a zip of 11 characters', { zip: '60606-12345' }, 400, 'is longer than 10 characters'],
    ])('answers %s with %i', async (_label, payload, status, message) => {
      const response = await app.inject({ method: 'POST', url: '/api/address/lookup', payload });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({
        status,
        message: expect.stringContaining(message),
        requestId: expect.any(String),
      });
    });
  });
});
