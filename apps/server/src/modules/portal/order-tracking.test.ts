import { describe, expect, it } from 'vitest';
import { insertUserFixture } from '@/modules/orders/orders-fixtures.js';
import { connectEventStream } from '@/plugins/events/sse-test-client.js';
import { TOKEN_IN_STREAM_ADDRESS_MESSAGE } from '@/plugins/events/stream-auth.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { insertPortalWorld, placeCardOrder, portalCall } from './portal-fixtures.js';
import { trackingTicket } from './stream-test-fixtures.js';

interface Tracked {
  status: string;
  timeline: { status: string; readyTime?: string }[];
}

describe("the diner's order tracking", async () => {
  const app = await buildTestApp();
  const { store, owner, diner } = await insertPortalWorld(app);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const eventsUrl = (orderId: number, ticket: string) =>
    `${address}/api/trackOrder/events?orderId=${orderId}&ticket=${ticket}`;
  const track = (orderId: number | string, headers: Record<string, string> = diner.headers) =>
    app.inject({ method: 'GET', url: `/api/trackOrder?orderId=${orderId}`, headers });

  it('follows an order live: placed, accepted with its ready time, ready, completed', async () => {
    const orderId = await placeCardOrder(app, diner, store);
    const initial = (await track(orderId)).json().data;
    expect(initial).toMatchObject({
      number: `TS-${orderId}`,
      status: 'PLACED',
      storeName: 'Board Grill',
      readyTime: null,
      rejection: null,
    });
    expect(initial.timeline).toEqual([
      { status: 'PLACED', at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} /) },
    ]);

    const stream = connectEventStream(eventsUrl(orderId, await trackingTicket(app, diner)));
    expect(await stream.opened).toBe(200);
    await stream.waitFor((event) => (event.data as Tracked).status === 'PLACED');
    await portalCall(app, owner, 'POST', `/portal/orders/${orderId}/accept`, { prepMinutes: 20 });
    const accepted = await stream.waitFor((event) => (event.data as Tracked).status === 'ACCEPTED');
    expect((accepted.data as Tracked).timeline[1]).toMatchObject({
      status: 'ACCEPTED',
      readyTime: expect.any(String),
    });
    await portalCall(app, owner, 'POST', `/portal/orders/${orderId}/ready`);
    await portalCall(app, owner, 'POST', `/portal/orders/${orderId}/complete`);
    const done = await stream.waitFor((event) => (event.data as Tracked).status === 'COMPLETED');
    expect((done.data as Tracked).timeline.map((step) => step.status)).toEqual([
      'PLACED',
      'ACCEPTED',
      'READY',
      'COMPLETED',
    ]);
    stream.close();
  });

  it('shows a rejection with its reason and the refund', async () => {
    const orderId = await placeCardOrder(app, diner, store);
    await portalCall(app, owner, 'POST', `/portal/orders/${orderId}/reject`, {
      reason: 'ITEM_UNAVAILABLE',
      note: 'No buns left',
    });
    const tracked = (await track(orderId)).json().data;
    expect(tracked).toMatchObject({
      status: 'REJECTED',
      rejection: {
        reason: 'ITEM_UNAVAILABLE',
        text: 'An item is unavailable: No buns left',
        refundStatus: 'VOIDED',
        refundAmount: tracked.paidTotal,
      },
    });
  });

  it("refuses another diner's order, no token, and unknown orders", async () => {
    const orderId = await placeCardOrder(app, diner, store);
    const stranger = await insertUserFixture(app.db);
    expect((await track(orderId, stranger.headers)).statusCode).toBe(403);
    expect((await track(orderId, {})).statusCode).toBe(403);
    expect((await track(orderId, owner.headers)).statusCode).toBe(403);
    expect((await track(999_999)).statusCode).toBe(404);
    expect((await track('x')).statusCode).toBe(400);
    const stream = connectEventStream(eventsUrl(orderId, await trackingTicket(app, stranger)));
    expect(await stream.opened).toBe(403);
    stream.close();
  });

  it('refuses the token in the address and takes a ticket once', async () => {
    const orderId = await placeCardOrder(app, diner, store);
    const inAddress = connectEventStream(
      `${address}/api/trackOrder/events?orderId=${orderId}&accessToken=${diner.token}`,
    );
    expect(await inAddress.opened).toBe(403);
    await inAddress.ended;
    expect(JSON.parse(inAddress.text())).toMatchObject({ message: TOKEN_IN_STREAM_ADDRESS_MESSAGE });
    const ticket = await trackingTicket(app, diner);
    const first = connectEventStream(eventsUrl(orderId, ticket));
    expect(await first.opened).toBe(200);
    expect(await connectEventStream(eventsUrl(orderId, ticket)).opened).toBe(403);
    first.close();
  });

  it("ends a signed-out diner's stream before the next change of the order reaches it", async () => {
    const leaving = await insertUserFixture(app.db);
    const orderId = await placeCardOrder(app, leaving, store);
    const stream = connectEventStream(eventsUrl(orderId, await trackingTicket(app, leaving)));
    await stream.waitFor((event) => (event.data as Tracked).status === 'PLACED');
    const signedOut = await app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: leaving.headers,
      payload: { userId: String(leaving.userId), accessToken: leaving.token },
    });
    expect(signedOut.statusCode).toBe(200);
    await stream.ended;
    await portalCall(app, owner, 'POST', `/portal/orders/${orderId}/accept`, { prepMinutes: 20 });
    expect(stream.events.at(-1)).toEqual({ event: 'end', data: { reconnect: false } });
    expect(stream.events.some((event) => (event.data as Tracked).status === 'ACCEPTED')).toBe(false);
  });
});
