import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { insertStore } from '@/modules/stores/store-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';

const jsonLdOf = (html: string) => {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  return match ? (JSON.parse(match[1] ?? 'null') as Record<string, unknown>) : null;
};

describe('search-engine pages (issue 8 item 6)', async () => {
  const app = await buildTestApp({ PUBLIC_URL: 'https://orderlane.example' });
  const storeId = await insertStore(app.db, { name: 'Loop <Noodle> House', keyword: 'Chinese,Noodles' });
  const closedId = await insertStore(app.db, { name: 'Gone Grill', active: false });

  it('answers a store page with its title, canonical slug URL, Open Graph tags and Restaurant JSON-LD in the first HTML', async () => {
    const response = await app.inject({ method: 'GET', url: `/store/${storeId}` });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(
      '<title>Loop &#60;Noodle&#62; House in Chicago: order online for pickup or delivery | Orderlane</title>',
    );
    expect(html).toContain(
      `<link rel="canonical" href="https://orderlane.example/store/loop-noodle-house-chicago-${storeId}" />`,
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://orderlane.example/media/banner.png" />',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    const jsonLd = jsonLdOf(html);
    expect(jsonLd).toMatchObject({
      '@type': 'Restaurant',
      name: 'Loop <Noodle> House',
      address: { postalCode: '60601', addressLocality: 'Chicago' },
      potentialAction: { priceSpecification: { price: 0.99, priceCurrency: 'USD' } },
    });
    // No diner has rated it: no made-up rating (modules/ratings/store-ratings.test.ts shows real ones).
    expect(jsonLd).not.toHaveProperty('aggregateRating');
    expect(html).not.toMatch(/<script type="application\/ld\+json">[^<]*<Noodle>/);
  });

  it('sends a page compressed to a browser that accepts it, and plain to one that does not', async () => {
    const url = `/store/${storeId}`;
    const plain = await app.inject({ method: 'GET', url });
    const compressed = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('describes the slugged path, /restaurant.php/{id} and ?id= alike', async () => {
    for (const url of [`/store/loop-noodle-house-chicago-${storeId}`, `/restaurant.php/${storeId}`]) {
      const response = await app.inject({ method: 'GET', url });
      expect(jsonLdOf(response.body)).toMatchObject({ name: 'Loop <Noodle> House' });
    }
  });

  it('answers an unknown store with HTTP 404 and the app shell', async () => {
    const response = await app.inject({ method: 'GET', url: '/store/999999' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('lists active stores only in the sitemap', async () => {
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.body).toContain(
      `<loc>https://orderlane.example/store/loop-noodle-house-chicago-${storeId}</loc>`,
    );
    expect(response.body).not.toContain(`-${closedId}</loc>`);
  });

  it('points robots.txt at the sitemap and keeps private pages out', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.body).toContain('Sitemap: https://orderlane.example/sitemap.xml');
    expect(response.body).toContain('Disallow: /api/');
  });

  it('serves every page route with 200 and any other path with 404', async () => {
    expect((await app.inject({ method: 'GET', url: '/storeslist' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/helps/customer/' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/no/such/page' })).statusCode).toBe(404);
  });
});
