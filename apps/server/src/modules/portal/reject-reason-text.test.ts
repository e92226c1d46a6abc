import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '@/db/schema/index.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { insertPortalWorld, placeCardOrder, portalCall } from './portal-fixtures.js';

describe("the portal's reject takes the contract's reason as a code or free text", async () => {
  const app = await buildTestApp();
  const { store, owner, diner } = await insertPortalWorld(app);
  const reject = (orderId: number, payload: object) =>
    portalCall(app, owner, 'POST', `/portal/orders/${orderId}/reject`, payload);
  const stored = async (orderId: number) => {
    const [row] = await app.db
      .select({ reason: orders.rejectReason, note: orders.rejectNote })
      .from(orders)
      .where(eq(orders.id, orderId));
    return row;
  };
  const tracked = async (orderId: number) =>
    (
      await app.inject({ method: 'GET', url: `/api/trackOrder?orderId=${orderId}`, headers: diner.headers })
    ).json().data;

  it('keeps a text that is not a code as OTHER with that text, trimmed, and shows it to the diner', async () => {
    const orderId = await placeCardOrder(app, diner, store);
    const answer = await reject(orderId, { reason: '  Our oven broke down  ' });
    expect(answer.statusCode).toBe(200);
    expect(await stored(orderId)).toEqual({ reason: 'OTHER', note: 'Our oven broke down' });
    expect((await tracked(orderId)).rejection).toMatchObject({
      reason: 'OTHER',
      text: 'Our oven broke down',
    });
  });

  it('still takes a code, in any case, with its note', async () => {
    const orderId = await placeCardOrder(app, diner, store);
    expect((await reject(orderId, { reason: 'too_busy', note: 'Full house' })).statusCode).toBe(200);
    expect(await stored(orderId)).toEqual({ reason: 'TOO_BUSY', note: 'Full house' });
  });

  it('takes the text as a form field too', async () => {
    const orderId = await placeCardOrder(app, diner, store);
    const answer = await app.inject({
      method: 'POST',
      url: `/api/portal/orders/${orderId}/reject`,
      headers: { ...owner.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ reason: 'Out of rice' }).toString(),
    });
    expect(answer.statusCode).toBe(200);
    expect(await stored(orderId)).toEqual({ reason: 'OTHER', note: 'Out of rice' });
  });

  it('refuses an empty or too long reason with a sentence, and changes nothing', async () => {
    const orderId = await placeCardOrder(app, diner, store);
    for (const payload of [{ reason: '   ' }, {}, { reason: 'x'.repeat(301) }]) {
      const answer = await reject(orderId, payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toMatch(/reason/);
    }
    expect(await stored(orderId)).toEqual({ reason: null, note: null });
  });

  it('checks the token before the body', async () => {
    const orderId = await placeCardOrder(app, diner, store);
    const answer = await portalCall(app, null, 'POST', `/portal/orders/${orderId}/reject`, {});
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).not.toMatch(/reason/);
  });
});
