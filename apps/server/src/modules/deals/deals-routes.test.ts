import { afterEach, describe, expect, it, vi } from 'vitest';
import { deals } from '@/db/schema/index.js';
import { insertStore } from '@/modules/stores/store-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';

describe('POST /api/dealItem/getDealItems', async () => {
  const app = await buildTestApp();
  const losAngelesId = await insertStore(app.db, { name: 'Sunset Tacos', timeZone: 'America/Los_Angeles' });
  const otherId = await insertStore(app.db, { name: 'Other Store' });
  const deal = (storeId: number, name: string, startDate: string, endDate?: string) => ({
    storeId,
    name,
    priceCents: -300,
    startDate,
    ...(endDate ? { endDate } : {}),
    subTotalCents: 2500,
  });
  await app.db.insert(deals).values([
    {
      ...deal(losAngelesId, 'Open-ended combo', '2026-01-01 00:00:00'),
      cnName: '套餐',
      priceCents: 599,
      printerName: 'kitchen',
    },
    deal(losAngelesId, 'Late-night deal ending 00:45 LA time', '2026-06-14 20:00:00', '2026-06-15 00:45:00'),
    deal(losAngelesId, 'Breakfast deal from 01:00 LA time', '2026-06-15 01:00:00', '2026-06-15 11:00:00'),
    deal(losAngelesId, 'Last week', '2026-06-01 00:00:00', '2026-06-08 23:59:59'),
    deal(otherId, 'Someone else', '2026-01-01 00:00:00'),
  ]);

  afterEach(() => {
    vi.useRealTimers();
  });

  const getDeals = (query: string) =>
    app.inject({ method: 'POST', url: `/api/dealItem/getDealItems?${query}` });

  it("offers only deals inside their window in the store's time zone", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 00:30 in Los Angeles, 02:30 in Chicago, 07:30 UTC.
    vi.setSystemTime(new Date('2026-06-15T07:30:00Z'));
    const response = await getDeals(`restaurantInfoId=${losAngelesId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: expect.any(Number),
        name: 'Open-ended combo',
        cnName: '套餐',
        price: 5.99,
        startDate: '2026-01-01 00:00:00',
        endDate: '2199-12-12 23:59:59',
        subTotal: 25,
        printerName: 'kitchen',
        printable: true,
      },
      {
        id: expect.any(Number),
        name: 'Late-night deal ending 00:45 LA time',
        cnName: null,
        price: -3,
        startDate: '2026-06-14 20:00:00',
        endDate: '2026-06-15 00:45:00',
        subTotal: 25,
        printerName: null,
        printable: true,
      },
    ]);
  });

  it('moves with the store clock: an hour later the breakfast deal runs and the late one has ended', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-15T08:30:00Z')); // 01:30 in Los Angeles
    const names = (await getDeals(`restaurantInfoId=${losAngelesId}`))
      .json()
      .map((entry: { name: string }) => entry.name);
    expect(names.sort()).toEqual(['Breakfast deal from 01:00 LA time', 'Open-ended combo']);
  });

  it.each([
    ['an unknown store', 'restaurantInfoId=31337', 404, 'Store 31337 does not exist'],
    ['no store id', '', 400, 'restaurantInfoId'],
  ])('refuses %s', async (_label, query, status, message) => {
    const response = await getDeals(query);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toContain(message);
  });
});
