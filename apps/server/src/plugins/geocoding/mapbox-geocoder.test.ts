import { describe, expect, it, vi } from 'vitest';
import { MapboxGeocoder } from './mapbox-geocoder.js';

const feature = {
  geometry: { coordinates: [-87.6365, 41.8789] },
  properties: {
    feature_type: 'address',
    full_address: '233 South Wacker Drive, Chicago, Illinois 60606, United States',
    context: {
      address: { name: '233 South Wacker Drive' },
      place: { name: 'Chicago' },
      region: { region_code: 'IL' },
      postcode: { name: '60606' },
    },
  },
};

function fakeFetch(body: unknown, status = 200) {
  return vi.fn(async (_url: string | URL | Request) => new Response(JSON.stringify(body), { status }));
}

describe('MapboxGeocoder (production adapter, no network in tests)', () => {
  it('needs a token', () => {
    expect(() => new MapboxGeocoder({ accessToken: '' })).toThrow('access token');
  });

  it('geocodes through the forward search and reads the first feature', async () => {
    const fetch = fakeFetch({ features: [feature] });
    const geocoder = new MapboxGeocoder({ accessToken: 'pk.test', fetch, baseUrl: 'https://maps.test/' });
    const found = await geocoder.geocode({
      address: '233 S Wacker Dr',
      city: 'Chicago',
      state: 'IL',
      zip: '60606',
    });
    expect(found).toMatchObject({
      latitude: 41.8789,
      longitude: -87.6365,
      zip: '60606',
      state: 'IL',
      precision: 'address',
    });
    const url = new URL(String(fetch.mock.calls[0]?.[0]));
    expect(url.origin + url.pathname).toBe('https://maps.test/search/geocode/v6/forward');
    expect(url.searchParams.get('q')).toBe('233 S Wacker Dr, Chicago, IL 60606');
    expect(url.searchParams.get('access_token')).toBe('pk.test');
  });

  it('answers null when nothing matches or nothing was given', async () => {
    const geocoder = new MapboxGeocoder({ accessToken: 'pk.test', fetch: fakeFetch({ features: [] }) });
    expect(await geocoder.geocode('nowhere at all')).toBeNull();
    expect(await geocoder.geocode({})).toBeNull();
  });

  it('suggests with autocomplete and a proximity bias', async () => {
    const fetch = fakeFetch({ features: [feature, { geometry: {} }] });
    const geocoder = new MapboxGeocoder({ accessToken: 'pk.test', fetch });
    const suggestions = await geocoder.suggest('233 S Wack', {
      near: { latitude: 41.88, longitude: -87.62 },
      limit: 3,
    });
    expect(suggestions).toEqual([
      {
        description: '233 South Wacker Drive, Chicago, IL 60606',
        fullThoroughfare: '233 South Wacker Drive',
        locality: 'Chicago',
        administrativeAreaCode: 'IL',
        postCode: '60606',
        latitude: 41.8789,
        longitude: -87.6365,
      },
    ]);
    const url = new URL(String(fetch.mock.calls[0]?.[0]));
    expect(url.searchParams.get('autocomplete')).toBe('true');
    expect(url.searchParams.get('proximity')).toBe('-87.62,41.88');
    expect(await geocoder.suggest('233')).toEqual([]);
  });

  it('fails loudly on a provider error without echoing the token', async () => {
    const geocoder = new MapboxGeocoder({ accessToken: 'pk.secret', fetch: fakeFetch({}, 401) });
    await expect(geocoder.geocode('60606')).rejects.toThrow('HTTP 401');
    await expect(geocoder.geocode('60606')).rejects.not.toThrow('pk.secret');
  });
});
