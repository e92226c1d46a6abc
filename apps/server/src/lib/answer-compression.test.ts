import compress from '@fastify/compress';
import Fastify from 'fastify';
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  brotliCompressAnswer,
  brotliWindowBitsFor,
  compressionPluginOptions,
  PER_REQUEST_BROTLI_QUALITY,
  perRequestBrotliOptionsFor,
  SMALL_ANSWER_BROTLI_QUALITY,
  SMALL_ANSWER_BYTES,
} from './answer-compression.js';

/** An answer like a priced order's: a few kilobytes of JSON, built per request. */
const pricedOrder = (lines: number) => ({
  orderId: 4711,
  orderItems: Array.from({ length: lines }, (_, index) => ({
    name: `Pork & Chive Dumplings ${index}`,
    cnName: '猪肉韭菜饺子',
    quantity: (index % 3) + 1,
    priceCents: 1174 + index * 37,
    options: [{ name: 'Pan-fried', priceCents: 0 }],
  })),
});

const brotliAt = (body: Buffer, quality: number, windowBits?: number) =>
  brotliCompressSync(body, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: quality,
      ...(windowBits ? { [zlibConstants.BROTLI_PARAM_LGWIN]: windowBits } : {}),
    },
  });

describe('brotliWindowBitsFor', () => {
  it('gives the smallest window that holds the answer (2^bits − 16 bytes), within brotli’s 10 to 24 bits', () => {
    expect(brotliWindowBitsFor(0)).toBe(10);
    expect(brotliWindowBitsFor(1008)).toBe(10);
    expect(brotliWindowBitsFor(1009)).toBe(11);
    expect(brotliWindowBitsFor(65_520)).toBe(16);
    expect(brotliWindowBitsFor(65_521)).toBe(17);
    expect(brotliWindowBitsFor(100_000_000)).toBe(24);
  });
});

describe('brotliCompressAnswer', () => {
  const body = Buffer.from(JSON.stringify(pricedOrder(40)));

  it("gives brotli's own bytes for the fitted window (the size hint changes none), as small as its default window's", () => {
    const compressed = brotliCompressAnswer(body);
    const windowBits = brotliWindowBitsFor(body.length);
    expect(windowBits).toBeLessThan(zlibConstants.BROTLI_DEFAULT_WINDOW);
    expect(compressed.equals(brotliAt(body, PER_REQUEST_BROTLI_QUALITY, windowBits))).toBe(true);
    expect(brotliDecompressSync(compressed).equals(body)).toBe(true);
    // The window's size is written in the stream's first bits: at most a byte either way.
    expect(compressed.length).toBeLessThanOrEqual(brotliAt(body, PER_REQUEST_BROTLI_QUALITY).length + 1);
  });

  it('keeps a quality and a window it is given', () => {
    const given = {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_LGWIN]: 22 },
    };
    const compressed = brotliCompressAnswer(body, given);
    expect(compressed.equals(brotliCompressSync(body, given))).toBe(true);
    expect(brotliDecompressSync(compressed).equals(body)).toBe(true);
  });
});

describe('perRequestBrotliOptionsFor', () => {
  const qualityOf = (size: number) =>
    perRequestBrotliOptionsFor(size).params?.[zlibConstants.BROTLI_PARAM_QUALITY];

  it('takes quality 1 up to a few kilobytes, and the per-request quality past that', () => {
    expect(qualityOf(1_638)).toBe(SMALL_ANSWER_BROTLI_QUALITY);
    expect(qualityOf(SMALL_ANSWER_BYTES)).toBe(SMALL_ANSWER_BROTLI_QUALITY);
    expect(qualityOf(SMALL_ANSWER_BYTES + 1)).toBe(PER_REQUEST_BROTLI_QUALITY);
  });
});

describe('the compression plugin with these settings', async () => {
  // Installed before the plugin takes the function, so every answer it brotli-compresses in one go is seen here.
  const oneGo = vi.spyOn(compressionPluginOptions.zlib, 'brotliCompressSync');
  const small = pricedOrder(8);
  const large = pricedOrder(60);
  const app = Fastify();
  await app.register(compress, compressionPluginOptions);
  app.get('/priced', async () => small);
  app.get('/history', async () => large);
  app.get('/tiny', async () => ({ orderId: 4711 }));
  await app.ready();
  afterAll(() => app.close());

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])('compresses an answer built per request with %s, to the same JSON', async (encoding, decode) => {
    const response = await app.inject({ url: '/priced', headers: { 'accept-encoding': encoding } });
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.rawPayload.length * 2).toBeLessThan(JSON.stringify(small).length);
    expect(JSON.parse(decode(response.rawPayload).toString())).toEqual(small);
  });

  it("takes brotli when a browser offers everything, at the quality and window the answer's size calls for", async () => {
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    oneGo.mockClear();
    const priced = await app.inject({ url: '/priced', headers: browser });
    const history = await app.inject({ url: '/history', headers: browser });
    expect(priced.headers['content-encoding']).toBe('br');
    // In one go, through brotliCompressAnswer, not a stream per answer.
    expect(oneGo).toHaveBeenCalledTimes(2);
    const smallBytes = Buffer.from(JSON.stringify(small));
    const largeBytes = Buffer.from(JSON.stringify(large));
    expect(smallBytes.length).toBeLessThanOrEqual(SMALL_ANSWER_BYTES);
    expect(largeBytes.length).toBeGreaterThan(SMALL_ANSWER_BYTES);
    const fitted = (bytes: Buffer, quality: number) =>
      brotliAt(bytes, quality, brotliWindowBitsFor(bytes.length));
    expect(priced.rawPayload.equals(fitted(smallBytes, SMALL_ANSWER_BROTLI_QUALITY))).toBe(true);
    expect(history.rawPayload.equals(fitted(largeBytes, PER_REQUEST_BROTLI_QUALITY))).toBe(true);
  });

  it('sends an answer under 1 KB as it is', async () => {
    const tiny = await app.inject({
      url: '/tiny',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.json()).toEqual({ orderId: 4711 });
  });
});
