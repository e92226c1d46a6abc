import { describe, expect, it, vi } from 'vitest';
import { createOfflineGeocoder } from './offline-geocoder.js';
import { ZipGazetteer } from './zip-gazetteer.js';

const geocoder = createOfflineGeocoder();
const chicagoLoop = { latitude: 41.8858, longitude: -87.6181 };

describe('offline geocoder: geocode', () => {
  it('finds a one-line address by its ZIP', async () => {
    const found = await geocoder.geocode('233 S Wacker Dr, Chicago, IL 60606');
    expect(found).toEqual({
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

  it('splits the city off an address typed without commas', async () => {
    const found = await geocoder.geocode('233 S Wacker Dr Chicago IL 60606');
    expect(found).toMatchObject({ address: '233 S Wacker Dr', city: 'Chicago', zip: '60606' });
  });

  it('finds the customer fields of an order', async () => {
    const found = await geocoder.geocode({
      address: '100 E Randolph St',
      city: 'chicago',
      state: 'il',
      zip: '60601-1234',
    });
    expect(found).toMatchObject({
      zip: '60601',
      state: 'IL',
      formatted: '100 E Randolph St, chicago, IL 60601',
    });
  });

  it('falls back to the city when no ZIP is given', async () => {
    const found = await geocoder.geocode({ address: '1 Main St', city: 'Evanston', state: 'Illinois' });
    expect(found).toMatchObject({ city: 'Evanston', state: 'IL', precision: 'city' });
    expect(found?.zip).toMatch(/^602\d\d$/);
  });

  it('takes a city alone only when its name is unambiguous', async () => {
    expect(await geocoder.geocode('Springfield')).toBeNull();
    expect(await geocoder.geocode({ city: 'Evanston', state: 'ZZ' })).toBeNull();
  });

  it.each([
    ['an unknown ZIP with no city', '1 Nowhere Rd, 00000'],
    ['an unknown city', '1 Main St, Atlantis, IL'],
    ['an empty text', ''],
    ['a street alone', '233 S Wacker Dr'],
  ])('answers null for %s', async (_label, text) => {
    expect(await geocoder.geocode(text)).toBeNull();
  });

  it('loads the ZIP data once, and again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('disk')).mockImplementation(ZipGazetteer.load);
    const lazy = createOfflineGeocoder(load);
    await expect(lazy.geocode('60606')).rejects.toThrow('disk');
    expect(await lazy.geocode('60606')).not.toBeNull();
    await lazy.geocode('10001');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('offline geocoder: suggest', () => {
  it('starts above 4 characters', async () => {
    expect(await geocoder.suggest('6060')).toEqual([]);
    expect(await geocoder.suggest('60606')).toHaveLength(1);
  });

  it("answers the maps service's fields for a complete address", async () => {
    expect(await geocoder.suggest('233 S Wacker Dr, Chicago, IL 60606')).toEqual([
      {
        description: '233 S Wacker Dr, Chicago, IL 60606',
        fullThoroughfare: '233 S Wacker Dr',
        locality: 'Chicago',
        administrativeAreaCode: 'IL',
        postCode: '60606',
        latitude: 41.8868,
        longitude: -87.6386,
      },
    ]);
  });

  it('completes the street line with the cities the text starts', async () => {
    const suggestions = await geocoder.suggest('233 S Wacker Dr, Chicago');
    expect(suggestions[0]).toMatchObject({
      fullThoroughfare: '233 S Wacker Dr',
      locality: 'Chicago',
      administrativeAreaCode: 'IL',
    });
    expect(suggestions.length).toBeLessThanOrEqual(5);
  });

  it('narrows cities by a state typed after them', async () => {
    const suggestions = await geocoder.suggest('Springfield, Ill');
    expect(suggestions).toHaveLength(1);
    expect(suggestions[0]).toMatchObject({ locality: 'Springfield', administrativeAreaCode: 'IL' });
    expect(await geocoder.suggest('Springfield, Zz')).toEqual([]);
  });

  it('lists the ZIPs of a partly typed ZIP within the typed city', async () => {
    const suggestions = await geocoder.suggest('233 S Wacker Dr, Chicago, IL 6060');
    expect(suggestions.map((suggestion) => suggestion.postCode)).toEqual([
      '60601',
      '60602',
      '60603',
      '60604',
      '60605',
    ]);
    expect(suggestions[0]?.description).toBe('233 S Wacker Dr, Chicago, IL 60601');
  });

  it('reads a state code typed without commas', async () => {
    const suggestions = await geocoder.suggest('Chicago IL 6060', { limit: 2 });
    expect(suggestions.map((suggestion) => suggestion.postCode)).toEqual(['60601', '60602']);
  });

  it('completes a bare street line near a given place, nearest first', async () => {
    const suggestions = await geocoder.suggest('233 S Wacker Dr', { near: chicagoLoop });
    expect(suggestions).toHaveLength(5);
    expect(suggestions[0]).toMatchObject({
      postCode: '60601',
      description: '233 S Wacker Dr, Chicago, IL 60601',
    });
    expect(await geocoder.suggest('233 S Wacker Dr')).toEqual([]);
  });

  it('ranks partial city names by nearness when a place is given', async () => {
    const suggestions = await geocoder.suggest('Evans', { near: chicagoLoop, limit: 3 });
    expect(suggestions[0]).toMatchObject({ locality: 'Evanston', administrativeAreaCode: 'IL' });
  });

  it('takes the limit as a number or an option, capped at 10', async () => {
    expect(await geocoder.suggest('Chicago, IL 606', { limit: 50 })).toHaveLength(10);
    expect(await geocoder.suggest('Chicago, IL 606', 3)).toHaveLength(3);
    expect(await geocoder.suggest('Chicago, IL 606', 0)).toHaveLength(1);
  });
});
