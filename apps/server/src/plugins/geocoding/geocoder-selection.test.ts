import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@/config.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { createGeocoder } from './geocoding-plugin.js';
import { startMapboxStandIn } from './mapbox-stand-in.js';

describe('GEOCODER in the configuration', () => {
  it('is the offline ZIP data by default', () => {
    expect(createGeocoder(loadConfig({})).name).toBe('offline');
  });

  it('refuses GEOCODER=mapbox without a token, in one line', () => {
    const attempt = () => loadConfig({ GEOCODER: 'mapbox' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/^Invalid configuration: GEOCODER=mapbox needs MAPBOX_ACCESS_TOKEN$/);
    expect(() => loadConfig({ GEOCODER: 'google' })).toThrow(/^Invalid configuration: GEOCODER /);
  });
});

describe('GEOCODER=mapbox against a local stand-in of Mapbox', async () => {
  const standIn = await startMapboxStandIn();
  afterAll(() => standIn.close());
  const app = await buildTestApp(standIn.env());

  it('is the app geocoder', () => {
    expect(app.geocoder.name).toBe('mapbox');
  });

  it("answers the address dialog's suggestions from Mapbox, with the token and Mapbox's query shape", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/address/suggest?text=233%20S%20Wacker&latitude=41.88&longitude=-87.63&limit=3',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        description: '233 South Wacker Drive, Chicago, IL 60606',
        fullThoroughfare: '233 South Wacker Drive',
        locality: 'Chicago',
        administrativeAreaCode: 'IL',
        postCode: '60606',
        latitude: 41.8789,
        longitude: -87.6359,
      },
    ]);
    const sent = standIn.requests.at(-1)!;
    expect(sent.status).toBe(200);
    expect(Object.fromEntries(sent.params)).toMatchObject({
      q: '233 S Wacker',
      access_token: standIn.accessToken,
      autocomplete: 'true',
      limit: '3',
      country: 'us',
      proximity: '-87.63,41.88',
    });
  });

  it('looks an address up at street precision, and says when Mapbox finds nothing', async () => {
    const found = await app.inject({
      method: 'POST',
      url: '/api/address/lookup',
      payload: { address: '100 E Randolph St', city: 'Chicago', state: 'IL', zip: '60601' },
    });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ precision: 'address', zip: '60601', latitude: 41.8846 });
    const missing = await app.inject({
      method: 'POST',
      url: '/api/address/lookup',
      payload: { text: '1 Nowhere Lane, Atlantis' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('sends Mapbox no query longer than it accepts', async () => {
    const text = Array.from({ length: 30 }, (_, index) => `word${index}`).join(' ');
    const response = await app.inject({ method: 'POST', url: '/api/address/lookup', payload: { text } });
    expect(response.statusCode).toBe(404);
    const sent = standIn.requests.at(-1)!;
    expect(sent.status).toBe(200);
    expect(sent.params.get('q')!.split(' ')).toHaveLength(20);
  });
});

describe('GEOCODER=mapbox when Mapbox refuses', async () => {
  const standIn = await startMapboxStandIn({ accessToken: 'pk.the-right-one' });
  afterAll(() => standIn.close());
  // The server holds a token Mapbox does not know (revoked, mistyped).
  const app = await buildTestApp({ ...standIn.env(), MAPBOX_ACCESS_TOKEN: 'pk.revoked' });

  it('answers from the offline ZIP data instead of failing the request', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/address/lookup',
      payload: { address: '233 S Wacker Dr', city: 'Chicago', state: 'IL', zip: '60606' },
    });
    expect(standIn.requests.at(-1)?.status).toBe(401);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ precision: 'zip', zip: '60606', state: 'IL' });
  });
});
