import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '@/testing/build-test-app.js';

// A build as apps/web writes it: an asset with its .br and .gz beside it, and one without (an image).
const distDir = mkdtempSync(path.join(tmpdir(), 'orderlane-dist-'));
mkdirSync(path.join(distDir, 'assets'));
writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><html><head><title>Orderlane</title></head><body><div id="root"></div></body></html>',
);
const script = `export const menu = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `dish ${i}`))};\n`;
writeFileSync(path.join(distDir, 'assets', 'menu-1.js'), script);
writeFileSync(path.join(distDir, 'assets', 'menu-1.js.br'), brotliCompressSync(script));
// At a level the server's own compression does not use, so the bytes tell which one was sent.
writeFileSync(path.join(distDir, 'assets', 'menu-1.js.gz'), gzipSync(script, { level: 1 }));
const picture = Buffer.from('RIFF....WEBPVP8 not really a picture, but bytes all the same');
writeFileSync(path.join(distDir, 'assets', 'banner-1.webp'), picture);
// The installable app's files (apps/web/pwa): the worker with a .br beside it, as a build could write one.
const worker = `self.addEventListener('fetch', () => undefined); // ${'x'.repeat(2000)}\n`;
writeFileSync(path.join(distDir, 'sw.js'), worker);
writeFileSync(path.join(distDir, 'sw.js.br'), brotliCompressSync(worker));
writeFileSync(
  path.join(distDir, 'manifest.webmanifest'),
  JSON.stringify({ name: 'Orderlane', start_url: '/' }),
);
writeFileSync(path.join(distDir, 'offline.html'), '<!doctype html><title>You are offline</title>');
writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

describe("the web app's assets", async () => {
  const app = await buildTestApp({ WEB_DIST_DIR: distDir });
  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it("sends the build's brotli file to a browser that takes brotli, as the script it is", async () => {
    const response = await get('/assets/menu-1.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.rawPayload.equals(readFileSync(path.join(distDir, 'assets', 'menu-1.js.br')))).toBe(true);
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(script);
  });

  it('sends the gzip file to a browser that takes only gzip', async () => {
    const response = await get('/assets/menu-1.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.equals(readFileSync(path.join(distDir, 'assets', 'menu-1.js.gz')))).toBe(true);
    expect(gunzipSync(response.rawPayload).toString('utf8')).toBe(script);
  });

  it('sends the file itself to a client that takes no compression', async () => {
    const response = await get('/assets/menu-1.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it('sends an asset the build did not compress as it is', async () => {
    const response = await get('/assets/banner-1.webp', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.rawPayload.equals(picture)).toBe(true);
  });

  it('answers 404 for an asset that does not exist, compressed or not', async () => {
    expect((await get('/assets/gone-1.js', 'br')).statusCode).toBe(404);
  });
});

describe("the installable app's files", async () => {
  const app = await buildTestApp({ WEB_DIST_DIR: distDir });
  const get = (url: string, acceptEncoding = 'gzip, deflate, br') =>
    app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

  it('sends the service worker as a script the browser checks with the server every time, compressed or not', async () => {
    for (const acceptEncoding of ['br', 'identity']) {
      const response = await get('/sw.js', acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(response.headers['cache-control']).toBe('no-cache');
      // Served from the site's root, so its scope is the whole storefront without a Service-Worker-Allowed header.
      expect(response.headers['service-worker-allowed']).toBeUndefined();
    }
    expect((await get('/sw.js', 'br')).headers['content-encoding']).toBe('br');
  });

  it('sends the manifest as a web app manifest, revalidated so a deploy changes it at once', async () => {
    const response = await get('/manifest.webmanifest', 'identity');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(response.body)).toEqual({ name: 'Orderlane', start_url: '/' });
  });

  it('sends the offline page revalidated, and other files of the build with their short cache as before', async () => {
    const offline = await get('/offline.html');
    expect(offline.headers['content-type']).toMatch(/^text\/html/);
    expect(offline.headers['cache-control']).toBe('no-cache');
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('public, max-age=300');
  });
});
