import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '@/testing/build-test-app.js';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"/>';

describe('GET /media/*', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'orderlane-media-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  mkdirSync(path.join(dataDir, 'media', 'items'), { recursive: true });
  writeFileSync(path.join(dataDir, 'media', 'items', 'dish-a1.svg'), SVG);
  writeFileSync(path.join(dataDir, 'media', 'items', 'photo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(path.join(dataDir, 'media', 'items', 'notes.txt'), 'not an image');
  // Beside the media folder, never reachable through it.
  writeFileSync(path.join(dataDir, 'secret.svg'), '<svg>secret</svg>');
  const app = await buildTestApp({ DATA_DIR: dataDir });

  it('serves a picture with its type, a day of caching and a validator', async () => {
    const response = await app.inject({ method: 'GET', url: '/media/items/dish-a1.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['content-length']).toBe(String(SVG.length));
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body).toBe(SVG);

    const png = await app.inject({ method: 'GET', url: '/media/items/photo.png' });
    expect(png.headers['content-type']).toBe('image/png');
  });

  it('answers 304 to a matching If-None-Match and HEAD without a body', async () => {
    const first = await app.inject({ method: 'GET', url: '/media/items/dish-a1.svg' });
    const etag = String(first.headers.etag);
    const cached = await app.inject({
      method: 'GET',
      url: '/media/items/dish-a1.svg',
      headers: { 'if-none-match': etag },
    });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    const head = await app.inject({ method: 'HEAD', url: '/media/items/dish-a1.svg' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/svg+xml');
  });

  it.each([
    ['an unknown file', '/media/items/missing.svg'],
    ['a file that is not an image', '/media/items/notes.txt'],
    ['an encoded climb out of the folder', '/media/items/..%2f..%2fsecret.svg'],
    ['an encoded climb from the root', '/media/..%2fsecret.svg'],
    ['a hidden file', '/media/items/.dish-a1.svg'],
    ['a NUL byte', '/media/items/dish-a1.svg%00.png'],
    ['the bare prefix', '/media'],
  ])('answers %s with a JSON 404', async (_label, url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, message: expect.stringMatching(/image/i) });
  });

  it('never serves what lies beside the media folder, however the path is written', async () => {
    for (const url of [
      '/media/../secret.svg',
      '/media/%2e%2e/secret.svg',
      '/media/items/../../secret.svg',
      '/media/items\\..\\..\\secret.svg',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('secret');
    }
  });

  it('bounds the path length', async () => {
    const response = await app.inject({ method: 'GET', url: `/media/${'a'.repeat(400)}.svg` });
    expect([400, 404]).toContain(response.statusCode);
    expect(response.json()).toHaveProperty('message');
  });
});
