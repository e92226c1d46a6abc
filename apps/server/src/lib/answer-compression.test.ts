import compress from '@fastify/compress';
import Fastify from 'fastify';
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  brotliCompressAnswer,
  compressionPluginOptions,
  PER_REQUEST_BROTLI_QUALITY,
} from './answer-compression.js';

/** An answer like a priced order's: a few kilobytes of JSON, built per request. */
const pricedOrder = {
  orderId: 4711,
  orderItems: Array.from({ length: 12 }, (_, index) => ({
    name: `Pork & Chive Dumplings ${index}`,
    cnName: '猪肉韭菜饺子',
    quantity: (index % 3) + 1,
    priceCents: 1174 + index * 37,
    options: [{ name: 'Pan-fried', priceCents: 0 }],
  })),
};

describe('brotliCompressAnswer', () => {
  const body = Buffer.from(JSON.stringify(pricedOrder));

  it("gives the bytes brotli gives without the answer's size, at the per-request quality", () => {
    const withoutHint = brotliCompressSync(body, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: PER_REQUEST_BROTLI_QUALITY },
    });
    expect(brotliCompressAnswer(body).equals(withoutHint)).toBe(true);
  });

  it('keeps a quality it is given', () => {
    const quality11 = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } };
    const compressed = brotliCompressAnswer(body, quality11);
    expect(compressed.equals(brotliCompressSync(body, quality11))).toBe(true);
    expect(brotliDecompressSync(compressed).equals(body)).toBe(true);
  });
});

describe('the compression plugin with these settings', async () => {
  // Installed before the plugin takes the function, so every answer it brotli-compresses in one go is seen here.
  const oneGo = vi.spyOn(compressionPluginOptions.zlib, 'brotliCompressSync');
  const app = Fastify();
  await app.register(compress, compressionPluginOptions);
  app.get('/priced', async () => pricedOrder);
  app.get('/small', async () => ({ orderId: 4711 }));
  await app.ready();
  afterAll(() => app.close());

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])('compresses an answer built per request with %s, to the same JSON', async (encoding, decode) => {
    const response = await app.inject({
      url: '/priced',
      headers: { 'accept-encoding': encoding },
    });
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.rawPayload.length * 2).toBeLessThan(JSON.stringify(pricedOrder).length);
    expect(JSON.parse(decode(response.rawPayload).toString())).toEqual(pricedOrder);
  });

  it('takes brotli when a browser offers everything, and sends an answer under 1 KB as it is', async () => {
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    oneGo.mockClear();
    const priced = await app.inject({ url: '/priced', headers: browser });
    expect(priced.headers['content-encoding']).toBe('br');
    // In one go, through brotliCompressAnswer (told the answer's size), not a stream per answer.
    expect(oneGo).toHaveBeenCalledTimes(1);
    const small = await app.inject({ url: '/small', headers: browser });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ orderId: 4711 });
  });
});
