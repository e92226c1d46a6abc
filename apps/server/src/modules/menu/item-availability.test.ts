import { describe, expect, it } from 'vitest';
import { buildTestApp } from '@/testing/build-test-app.js';
import { insertSampleMenu } from './menu-fixtures.js';

describe('item reads (item/itemAvailability)', async () => {
  const app = await buildTestApp();
  const { beefLunch, springRolls, soldOut, retired, bubbleTea } = await insertSampleMenu(app.db);

  describe('POST /api/item/itemAvailability', () => {
    const availabilityOf = (query: string) =>
      app.inject({ method: 'POST', url: `/api/item/itemAvailability?${query}` });

    it('answers the item with availability, prices and visible option groups', async () => {
      const response = await availabilityOf(`itemId=${bubbleTea}&currentDate=2026-06-15%2018:00:00`);
      expect(response.statusCode).toBe(200);
      const item = response.json();
      expect(item).toMatchObject({ id: bubbleTea, availability: 'ALL', price: 5.5, mPrice: 6.49 });
      expect(item.optionsList.map((group: { name: string }) => group.name)).toEqual(['Size', 'Toppings']);
    });

    it.each([
      ['a sold-out item', soldOut, '2026-06-15 18:00:00', 'NONE'],
      ['an item outside its category window', beefLunch, '2026-06-15 18:00:00', 'NONE'],
      ['an item inside its category window', beefLunch, '2026-06-15T11:00:00', 'ALL'],
      ['an inactive item', retired, '2026-06-15 18:00:00', 'NONE'],
    ])('answers %s (item %i at %s) as %s', async (_label, itemId, time, availability) => {
      const response = await availabilityOf(`itemId=${itemId}&currentDate=${encodeURIComponent(time)}`);
      expect(response.json().availability).toBe(availability);
    });

    it.each([
      ['an unknown item', 'itemId=999999', 404, 'Item 999999 does not exist'],
      ['a negative id', 'itemId=-4', 400, 'must be a positive whole number'],
      [
        'an unreadable date',
        `itemId=${springRolls}&currentDate=yesterday`,
        400,
        'currentDate must read YYYY-MM-DD HH:mm:ss',
      ],
    ])('refuses %s', async (_label, query, status, message) => {
      const response = await availabilityOf(query);
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toContain(message);
    });
  });
});
