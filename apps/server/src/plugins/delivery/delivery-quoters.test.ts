import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInHouseQuoter } from './in-house-quoter.js';
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

describe('third-party dispatch quoter against a local replay', () => {
  let server: Server;
  let baseUrl = '';
  const seen: { url?: string; authorization?: string; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({ url: request.url, authorization: request.headers.authorization, body });
        const form = new URLSearchParams(body);
        const isFar = form.get('dropoff_address') === 'New York';
        response.writeHead(isFar ? 400 : 200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify(
            isFar
              ? { kind: 'error', code: 'address_undeliverable' }
              : { kind: 'delivery_quote', fee: 799, currency: 'usd' },
          ),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('asks for a delivery quote with basic auth and reads its fee in cents', async () => {
    const quoter = new ThirdPartyDispatchQuoter({ baseUrl, customerId: 'cus_1', apiKey: 'key' });
    expect(await quoter.quote(pickup, nearby)).toMatchObject({ available: true, feeCents: 799 });
    expect(seen[0]).toMatchObject({
      url: '/v1/customers/cus_1/delivery_quotes',
      authorization: `Basic ${Buffer.from('key:').toString('base64')}`,
    });
    expect(new URLSearchParams(seen[0]!.body).get('pickup_address')).toBe(pickup.address);
  });

  it('reads a refusal or an unreachable service as no quote', async () => {
    const quoter = new ThirdPartyDispatchQuoter({ baseUrl, customerId: 'cus_1', apiKey: 'key' });
    expect(await quoter.quote(pickup, far)).toMatchObject({ available: false, reason: 'unavailable' });
    const offline = new ThirdPartyDispatchQuoter({
      baseUrl: 'http://127.0.0.1:9',
      customerId: 'c',
      apiKey: 'k',
      timeoutMs: 500,
    });
    expect(await offline.quote(pickup, nearby)).toMatchObject({ available: false });
  });
});
