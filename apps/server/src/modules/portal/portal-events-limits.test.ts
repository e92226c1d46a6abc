import { describe, expect, it } from 'vitest';
import { giveStoreRole, signUpOwner } from '@/modules/owners/owners-fixtures.js';
import { connectEventStream } from '@/plugins/events/sse-test-client.js';
import { TOO_MANY_STREAMS_PER_ADDRESS_MESSAGE } from '@/plugins/events/stream-guard.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { insertPortalWorld } from './portal-fixtures.js';
import { boardTicket } from './stream-test-fixtures.js';

async function boardWorld(overrides: Record<string, string>) {
  const app = await buildTestApp(overrides);
  const { store, owner } = await insertPortalWorld(app);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const eventsUrl = (ticket: string) =>
    `${address}/api/portal/events?storeId=${store.storeId}&ticket=${ticket}`;
  return { app, store, owner, eventsUrl };
}

describe('a stream past its lifetime', async () => {
  const { app, owner, eventsUrl } = await boardWorld({ EVENT_STREAM_LIFETIME_SECONDS: '1' });

  it('ends a stream when its lifetime is over and tells the browser to come back with a new ticket', async () => {
    const stream = connectEventStream(eventsUrl(await boardTicket(app, owner)));
    expect(await stream.opened).toBe(200);
    await stream.ended;
    expect(stream.events.at(-1)).toEqual({ event: 'end', data: { reconnect: true } });
    const next = connectEventStream(eventsUrl(await boardTicket(app, owner)));
    expect(await next.opened).toBe(200);
    next.close();
  });
});

describe('streams per client address', async () => {
  const { app, store, eventsUrl } = await boardWorld({ EVENT_STREAMS_PER_ADDRESS: '3' });

  it('refuses more streams from one address than the cap, whichever accounts open them', async () => {
    const accounts = [];
    for (let index = 0; index < 4; index += 1) {
      const account = await signUpOwner(app);
      await giveStoreRole(app, { storeId: store.storeId, ownerId: account.id, role: 'STAFF' });
      accounts.push(account);
    }
    const streams = [];
    for (const account of accounts.slice(0, 3)) {
      const stream = connectEventStream(eventsUrl(await boardTicket(app, account)));
      streams.push(stream);
    }
    const statuses = await Promise.all(streams.map((stream) => stream.opened));
    const refused = connectEventStream(eventsUrl(await boardTicket(app, accounts[3]!)));
    const status = await refused.opened;
    await refused.ended;
    streams.forEach((stream) => stream.close());
    expect(statuses).toEqual([200, 200, 200]);
    expect(status).toBe(429);
    expect(JSON.parse(refused.text())).toMatchObject({
      status: 429,
      message: TOO_MANY_STREAMS_PER_ADDRESS_MESSAGE,
    });
  });
});
