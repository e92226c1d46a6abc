import { describe, expect, it } from 'vitest';
import { insertUserFixture } from '@/modules/orders/orders-fixtures.js';
import { insertStore } from '@/modules/stores/store-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { insertDinerOrder, rateOrder } from './ratings-fixtures.js';

const jsonLdOf = (html: string) => {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  return JSON.parse(match?.[1] ?? 'null') as Record<string, unknown>;
};

describe('a store shows its rating from 5 ratings on (store page, list, JSON-LD)', async () => {
  const app = await buildTestApp({ PUBLIC_URL: 'https://orderlane.example' });
  const storeId = await insertStore(app.db, { name: 'Rated Noodles' });
  const diner = await insertUserFixture(app.db);
  const rate = async (stars: number) =>
    rateOrder(app, diner, await insertDinerOrder(app, { storeId, diner }), { stars });

  const shownRating = async () => {
    const page = await app.inject({
      method: 'POST',
      url: `/api/searchRestaurants?id=${storeId}&includeHours=true`,
    });
    const list = await app.inject({ method: 'POST', url: '/api/locateRestaurants' });
    const listed = (list.json() as { id: number; rating: unknown }[]).find((store) => store.id === storeId);
    const html = (await app.inject({ method: 'GET', url: `/store/${storeId}` })).body;
    return { page: page.json()[0].rating, list: listed?.rating, jsonLd: jsonLdOf(html).aggregateRating };
  };

  it('shows no rating line and no aggregateRating before the fifth rating', async () => {
    expect(await shownRating()).toEqual({ page: null, list: null, jsonLd: undefined });
    for (const stars of [5, 4, 4, 5]) {
      expect((await rate(stars)).statusCode).toBe(200);
    }
    expect(await shownRating()).toEqual({ page: null, list: null, jsonLd: undefined });
  });

  it('shows the average to one decimal and the count at once when the fifth arrives, everywhere alike', async () => {
    expect((await rate(3)).statusCode).toBe(200);
    const rating = { average: 4.2, count: 5 };
    expect(await shownRating()).toEqual({
      page: rating,
      list: rating,
      jsonLd: { '@type': 'AggregateRating', ratingValue: 4.2, bestRating: 5, worstRating: 1, ratingCount: 5 },
    });
  });

  it('moves with every later rating', async () => {
    await rate(5);
    const shown = await shownRating();
    expect(shown.page).toEqual({ average: 4.3, count: 6 });
    expect(shown.list).toEqual(shown.page);
    expect(shown.jsonLd).toMatchObject({ ratingValue: 4.3, ratingCount: 6 });
  });
});
