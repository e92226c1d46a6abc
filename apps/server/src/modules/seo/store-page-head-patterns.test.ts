import { describe, expect, it } from 'vitest';
import { insertStore } from '@/modules/stores/store-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';

describe('store page head with replacement patterns in the store name (issue 13 finding 13)', async () => {
  const app = await buildTestApp({ PUBLIC_URL: 'https://orderlane.example' });
  // `$&` re-inserts the matched `</head>` and `$'` everything after it, when read as a replacement pattern.
  const name = "Dollar $& Quote $' Back $` Diner";
  const storeId = await insertStore(app.db, { name });

  it('puts the name into the page as text and leaves the page structure alone', async () => {
    const response = await app.inject({ method: 'GET', url: `/store/${storeId}` });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Dollar $&#38; Quote $&#39; Back $` Diner in Chicago');
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<body/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });
});
