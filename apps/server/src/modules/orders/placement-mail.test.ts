import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { OrderJsonInput } from '@orderlane/domain';
import { insertPortalWorld } from '@/modules/portal/portal-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { outboxMailsTo } from '@/testing/outbox-mails.js';
import { calculate, insertUserFixture, pickupOrder, placeThroughApi, send } from './orders-fixtures.js';

// Test files share an outbox folder per worker: each address here is this file's own.
const tag = randomBytes(4).toString('hex');
const ADA = `ada-${tag}@orderlane.test`;

const receiptsOf = async (app: Awaited<ReturnType<typeof buildTestApp>>, to: string, orderId: number) =>
  (await outboxMailsTo(app, to)).filter((mail) =>
    [`Your order TS-${orderId} at`, `的订单 TS-${orderId}`].some((part) => mail.subject.includes(part)),
  );

describe("the diner's receipt at placement", async () => {
  const app = await buildTestApp({ RATE_LIMIT_EXEMPT_IPS: '127.0.0.1' });
  const { store, staff, diner } = await insertPortalWorld(app);

  it('is mailed once, with the dishes, the total and the link to follow the order', async () => {
    const customer = { firstName: 'Ada', lastName: 'Diner', phoneNumber: '(312) 555-0199', email: ADA };
    const orderId = await placeThroughApi(app, diner, {
      ...pickupOrder(store),
      customer: customer as OrderJsonInput['customer'],
    });
    const mails = await receiptsOf(app, ADA, orderId);
    expect(mails.map((mail) => mail.subject)).toEqual([`Your order TS-${orderId} at Board Grill`]);
    const body = mails[0]!.body;
    expect(body).toContain('1 × A1. Burger (Regular)');
    expect(body).toMatch(/Total charged to your card: \$\d+\.\d{2}/);
    expect(body).toContain('Pickup, as soon as possible.');
    expect(body).toContain(`${app.config.publicUrl}/track-order?orderId=${orderId}`);

    // The diner's retry of the same order answers it again and mails nothing more.
    const again = await send(app, diner, {
      ...pickupOrder(store),
      customer: {
        firstName: 'Ada',
        lastName: 'Diner',
        phoneNumber: '(312) 555-0199',
        email: ADA,
      },
      orderId,
    } as OrderJsonInput);
    expect(again.json().data.orderId).toBe(orderId);
    expect(await receiptsOf(app, ADA, orderId)).toHaveLength(1);
  });

  it("is written in the diner's language and goes to the account's address when the order gives none", async () => {
    const reader = await insertUserFixture(app.db, {
      preferredLanguage: 'zh-CN',
      email: `wei-${tag}@orderlane.test`,
    });
    const order = {
      ...pickupOrder(store),
      customer: { firstName: 'Wei', lastName: 'Chen', phoneNumber: '(312) 555-0177' },
    };
    const priced = await calculate(app, order as OrderJsonInput, reader);
    const orderId = priced.json().data.orderId as number;
    expect((await send(app, reader, { ...order, orderId } as OrderJsonInput)).statusCode).toBe(200);
    const mails = await receiptsOf(app, `wei-${tag}@orderlane.test`, orderId);
    expect(mails.map((mail) => mail.subject)).toEqual([`您在 Board Grill 的订单 TS-${orderId}`]);
    expect(mails[0]!.body).toContain('1 × 汉堡');
    expect(mails[0]!.body).toContain('查看订单进度');
  });

  it('is not sent for an order staff took by phone (the caller has no account to follow it)', async () => {
    const order = {
      ...pickupOrder(store),
      customer: {
        firstName: 'Cal',
        lastName: 'Caller',
        phoneNumber: '(312) 555-0123',
        email: `cal-${tag}@orderlane.test`,
      },
    };
    const form = (url: string, fields: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: `/api/staff/stores/${store.storeId}${url}`,
        headers: { ...staff.headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    const orderId = (await form('/calculateOrder', { orderjson: JSON.stringify(order) })).json().data
      .orderId as number;
    const placed = await form('/sendOrder', {
      order: encodeURIComponent(JSON.stringify({ ...order, orderId })),
      paymentstatus: 'CASH',
    });
    expect(placed.statusCode).toBe(200);
    expect(await receiptsOf(app, `cal-${tag}@orderlane.test`, orderId)).toEqual([]);
  });
});
