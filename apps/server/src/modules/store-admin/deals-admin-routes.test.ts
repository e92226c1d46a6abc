import { describe, expect, it } from 'vitest';
import { burgerLine, calculate, pickupOrder } from '@/modules/orders/orders-fixtures.js';
import { insertPortalWorld, portalCall } from '@/modules/portal/portal-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';

interface WireDeal {
  id: number;
  name: string;
  price: number;
  subTotal: number;
}

describe('deals in the portal', async () => {
  const app = await buildTestApp();
  const { store, otherStore, owner, staff, outsider } = await insertPortalWorld(app);
  const path = `/portal/stores/${store.storeId}`;
  const running = { startDate: '2020-01-01 00:00', endDate: '' };
  const offered = async () =>
    (
      await app.inject({
        method: 'POST',
        url: `/api/dealItem/getDealItems?restaurantInfoId=${store.storeId}`,
      })
    ).json() as WireDeal[];
  const dealLine = (itemId: number) => ({ itemId, quantity: 1, orderItemType: 'DEAL_ITEM' as const });

  it('is for owners only', async () => {
    for (const who of [staff, outsider, null]) {
      expect((await portalCall(app, who, 'GET', `${path}/deals`)).statusCode).toBe(403);
      const created = await portalCall(app, who, 'POST', `${path}/deals`, {
        name: 'X',
        price: 1,
        subTotal: 0,
        ...running,
      });
      expect(created.statusCode).toBe(403);
    }
  });

  it('a deal created, edited and deleted shows to diners and prices orders at once', async () => {
    const created = await portalCall(app, owner, 'POST', `${path}/deals`, {
      name: 'Free cookie',
      cnName: '免费饼干',
      price: 0,
      subTotal: 15,
      ...running,
    });
    expect(created.statusCode).toBe(200);
    const dealId = created.json().data.id as number;
    expect(await offered()).toContainEqual(expect.objectContaining({ id: dealId, price: 0, subTotal: 15 }));
    const listed = (await portalCall(app, owner, 'GET', `${path}/deals`)).json().data.deals;
    expect(listed).toContainEqual(
      expect.objectContaining({
        id: dealId,
        cnName: '免费饼干',
        startDate: '2020-01-01 00:00:00',
        endDate: null,
      }),
    );

    // Two burgers ($20) pass the $15 threshold: the cookie is free.
    const twoBurgers = burgerLine(store, { quantity: 2 });
    const free = await calculate(app, pickupOrder(store, { orderItems: [twoBurgers, dealLine(dealId)] }));
    expect(free.statusCode).toBe(200);
    expect(free.json().data.subTotal).toBe(20);

    const edited = await portalCall(app, owner, 'POST', `${path}/deals/${dealId}`, {
      name: '$3 off',
      price: -3,
      subTotal: 15,
      ...running,
    });
    expect(edited.statusCode).toBe(200);
    const off = await calculate(app, pickupOrder(store, { orderItems: [twoBurgers, dealLine(dealId)] }));
    expect(off.json().data.subTotal).toBe(17);

    // Raised above the cart, the deal is refused for it.
    await portalCall(app, owner, 'POST', `${path}/deals/${dealId}`, {
      name: '$3 off',
      price: -3,
      subTotal: 25,
      ...running,
    });
    const short = await calculate(app, pickupOrder(store, { orderItems: [twoBurgers, dealLine(dealId)] }));
    expect(short.statusCode).toBe(400);

    expect((await portalCall(app, owner, 'DELETE', `${path}/deals/${dealId}`)).statusCode).toBe(200);
    expect((await offered()).map((deal) => deal.id)).not.toContain(dealId);
    expect((await portalCall(app, owner, 'DELETE', `${path}/deals/${dealId}`)).statusCode).toBe(404);
  });

  it('a deal that starts next year or ended last year is listed for the owner, not offered to diners', async () => {
    const year = new Date().getFullYear();
    const later = await portalCall(app, owner, 'POST', `${path}/deals`, {
      name: 'Next year',
      price: 5,
      subTotal: 0,
      startDate: `${year + 1}-01-01T10:00`,
    });
    const past = await portalCall(app, owner, 'POST', `${path}/deals`, {
      name: 'Last year',
      price: 5,
      subTotal: 0,
      startDate: `${year - 1}-01-01 10:00`,
      endDate: `${year - 1}-02-01 10:00`,
    });
    const ids = [later.json().data.id, past.json().data.id];
    const listed = (await portalCall(app, owner, 'GET', `${path}/deals`)).json().data.deals as WireDeal[];
    expect(listed.map((deal) => deal.id)).toEqual(expect.arrayContaining(ids));
    const offeredIds = (await offered()).map((deal) => deal.id);
    expect(offeredIds).not.toContain(ids[0]);
    expect(offeredIds).not.toContain(ids[1]);
  });

  it('refuses bad input with a sentence, and other stores’ deals with 404', async () => {
    const good = { name: 'Deal', price: 2, subTotal: 10, ...running };
    const cases: [object, RegExp][] = [
      [{ ...good, name: ' ' }, /name is required/],
      [{ ...good, price: 1.234 }, /at most 2 decimals/],
      [{ ...good, price: -2000 }, /at most \$1,000 off/],
      [{ ...good, price: 'abc' }, /must be a number/],
      [{ ...good, subTotal: -1 }, /must not be negative/],
      [{ ...good, startDate: '2026-02-30 10:00' }, /YYYY-MM-DD HH:mm/],
      [{ ...good, startDate: 'tomorrow' }, /YYYY-MM-DD HH:mm/],
      [{ ...good, startDate: '2026-03-01 10:00', endDate: '2026-03-01 09:00' }, /end after it starts/],
    ];
    for (const [body, message] of cases) {
      const refused = await portalCall(app, owner, 'POST', `${path}/deals`, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().message).toMatch(message);
    }
    const theirs = await portalCall(app, owner, 'POST', `/portal/stores/${otherStore.storeId}/deals`, good);
    expect(theirs.statusCode).toBe(403);
    const notOurs = await portalCall(app, owner, 'POST', `${path}/deals/${store.dealId + 100000}`, good);
    expect(notOurs.statusCode).toBe(404);
  });
});
