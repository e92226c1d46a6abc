import { describe, expect, it } from 'vitest';
import { connectEventStream } from '@/plugins/events/sse-test-client.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { insertPortalWorld, placeCardOrder, portalCall } from './portal-fixtures.js';
import { boardTicket } from './stream-test-fixtures.js';

interface OrderEvent {
  orderId: number;
  status: string;
  number: string;
}

describe('the live board over server-sent events', async () => {
  const app = await buildTestApp();
  const { store, otherStore, owner, staff, outsider, diner } = await insertPortalWorld(app);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const eventsUrl = (storeId: number, ticket?: string) =>
    `${address}/api/portal/events?storeId=${storeId}${ticket ? `&ticket=${ticket}` : ''}`;

  // Pushed by NOTIFY as the order commits (no polling); how fast depends on the machine, so no clock is asserted.
  it('pushes a new order as it is placed, then each change of it, and nothing of other stores', async () => {
    const stream = connectEventStream(eventsUrl(store.storeId, await boardTicket(app, staff)));
    expect(await stream.opened).toBe(200);
    await stream.waitFor((event) => event.event === 'ready');
    const elsewhere = await placeCardOrder(app, diner, otherStore);
    const orderId = await placeCardOrder(app, diner, store);
    const placed = await stream.waitFor((event) => event.event === 'order');
    expect(placed.data).toMatchObject({
      orderId,
      number: `TS-${orderId}`,
      status: 'PLACED',
      customer: { firstName: 'Ada' },
    });
    await portalCall(app, owner, 'POST', `/portal/orders/${orderId}/accept`, { prepMinutes: 20 });
    const accepted = await stream.waitFor((event) => (event.data as OrderEvent).status === 'ACCEPTED');
    expect(accepted.data).toMatchObject({ orderId, prepMinutes: 20 });
    expect(stream.events.some((event) => (event.data as OrderEvent).orderId === elsewhere)).toBe(false);
    stream.close();
  });

  it('takes the owner token as a header too', async () => {
    const stream = connectEventStream(eventsUrl(store.storeId), owner.headers);
    expect(await stream.opened).toBe(200);
    const ready = await stream.waitFor((event) => event.event === 'ready');
    expect(ready.data).toMatchObject({ storeId: store.storeId, pause: { store: false, orderTypes: [] } });
    stream.close();
  });

  it('refuses a store the account does not hold, a missing or wrong ticket, and a token in the address', async () => {
    const dinerTicket = (
      await app.inject({ method: 'POST', url: '/api/trackOrder/events/ticket', headers: diner.headers })
    ).json().data.ticket;
    for (const url of [
      eventsUrl(store.storeId, await boardTicket(app, outsider)),
      eventsUrl(store.storeId),
      eventsUrl(store.storeId, 'not-a-ticket'),
      eventsUrl(store.storeId, dinerTicket),
      `${eventsUrl(store.storeId)}&accessToken=${owner.accessToken}`,
    ]) {
      const stream = connectEventStream(url);
      expect(await stream.opened).toBe(403);
      stream.close();
    }
    expect((await portalCall(app, owner, 'GET', '/portal/events?storeId=x')).statusCode).toBe(400);
  });

  it('leaves a stream open for the app to close (the suite must not hang)', async () => {
    const stream = connectEventStream(eventsUrl(store.storeId, await boardTicket(app, owner)));
    await stream.waitFor((event) => event.event === 'ready');
    expect(app.eventStreams.size).toBeGreaterThan(0);
  });
});
