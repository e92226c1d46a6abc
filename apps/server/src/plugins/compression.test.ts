import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '@/testing/build-test-app.js';

describe('response compression', async () => {
  const app = await buildTestApp({ SEED_DEMO: 'true' });
  const menuUrl = '/api/getStoreMenu?restaurantInfoId=1';

  it('sends the menu as it is to a client that accepts no encoding', async () => {
    const response = await app.inject({ method: 'POST', url: menuUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(Array.isArray(response.json())).toBe(true);
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])('compresses the menu with %s to the same JSON, several times smaller', async (encoding, decode) => {
    const plain = await app.inject({ method: 'POST', url: menuUrl });
    const response = await app.inject({
      method: 'POST',
      url: menuUrl,
      headers: { 'accept-encoding': encoding },
    });
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.rawPayload.length * 3).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(decode(response.rawPayload).toString())).toEqual(plain.json());
  });
});
