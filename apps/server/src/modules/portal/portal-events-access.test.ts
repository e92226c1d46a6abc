import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventStreamTickets, ownerAccessTokens } from '@/db/schema/index.js';
import { giveStoreRole, signUpOwner, type SignedUpOwner } from '@/modules/owners/owners-fixtures.js';
import { hashToken } from '@/plugins/auth.js';
import { connectEventStream } from '@/plugins/events/sse-test-client.js';
import { TOO_MANY_STREAMS_PER_ACCOUNT_MESSAGE } from '@/plugins/events/stream-guard.js';
import { revokeOwnerAccessToken } from '@/plugins/owner-sessions.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { insertPortalWorld, placeCardOrder, portalCall } from './portal-fixtures.js';
import { boardTicket } from './stream-test-fixtures.js';

interface OrderEvent {
  orderId: number;
}

describe('a live board lasts only while its account may see the store', async () => {
  const app = await buildTestApp();
  const { store, owner, diner } = await insertPortalWorld(app);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const eventsUrl = (ticket?: string) =>
    `${address}/api/portal/events?storeId=${store.storeId}${ticket === undefined ? '' : `&ticket=${ticket}`}`;

  /** A restaurant account of the store, signed in on a session of its own. */
  async function memberOfStore(role: 'OWNER' | 'STAFF' = 'STAFF') {
    const account = await signUpOwner(app);
    await giveStoreRole(app, { storeId: store.storeId, ownerId: account.id, role });
    return account;
  }

  async function openBoard(account: SignedUpOwner) {
    const stream = connectEventStream(eventsUrl(await boardTicket(app, account)));
    expect(await stream.opened).toBe(200);
    await stream.waitFor((event) => event.event === 'ready');
    return stream;
  }

  /** The stream was ended by the server with `end` (no reconnect) and heard nothing of `orderId`. */
  async function expectEndedWithout(stream: ReturnType<typeof connectEventStream>, orderId?: number) {
    await stream.ended;
    expect(stream.events.at(-1)).toEqual({ event: 'end', data: { reconnect: false } });
    if (orderId !== undefined) {
      expect(stream.events.some((event) => (event.data as OrderEvent).orderId === orderId)).toBe(false);
    }
  }

  it('ends a removed staff member’s board at once, before any further order reaches it', async () => {
    const staff = await memberOfStore();
    const stream = await openBoard(staff);
    const removed = await portalCall(
      app,
      owner,
      'DELETE',
      `/portal/stores/${store.storeId}/members/${staff.id}`,
    );
    expect(removed.statusCode).toBe(200);
    await stream.ended;
    const orderId = await placeCardOrder(app, diner, store);
    await expectEndedWithout(stream, orderId);
  });

  it('ends a signed-out owner’s board', async () => {
    const member = await memberOfStore('OWNER');
    const stream = await openBoard(member);
    expect((await portalCall(app, member, 'POST', '/owner/logout')).statusCode).toBe(200);
    await expectEndedWithout(stream);
  });

  it('ends the boards of the other sessions when the password changes, and keeps the one that changed it', async () => {
    const member = await memberOfStore();
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/owner/login',
      payload: { email: member.email, password: member.password },
    });
    const other = { ...member, headers: { authorization: `Bearer ${signIn.json().data.accessToken}` } };
    const elsewhere = await openBoard(other);
    const here = await openBoard(member);
    const changed = await portalCall(app, member, 'POST', '/owner/changePassword', {
      oldPassword: member.password,
      newPassword: 'a-new-kitchen-password',
    });
    expect(changed.statusCode).toBe(200);
    await expectEndedWithout(elsewhere);
    const orderId = await placeCardOrder(app, diner, store);
    await here.waitFor((event) => (event.data as OrderEvent).orderId === orderId);
    here.close();
  });

  it('checks the session before each order it sends, whatever ended it', async () => {
    const member = await memberOfStore();
    const stream = await openBoard(member);
    // Ended without a word on the bus (revoked straight in the database): the next order finds it ended.
    const tokenId = await ownerTokenId(member);
    await revokeOwnerAccessToken(app.db, tokenId);
    const orderId = await placeCardOrder(app, diner, store);
    await expectEndedWithout(stream, orderId);
  });

  it('opens at most 5 streams per account: 195 more from the same token are refused with 429', async () => {
    const member = await memberOfStore();
    const open = [];
    for (let index = 0; index < 5; index += 1) {
      open.push(await openBoard(member));
    }
    const refusals = new Set<string>();
    for (let index = 0; index < 195; index += 1) {
      // Half with tickets of the token, half with the token itself in the header.
      const refused =
        index % 2 === 0
          ? connectEventStream(eventsUrl(await boardTicket(app, member)))
          : connectEventStream(eventsUrl(), member.headers);
      expect(await refused.opened).toBe(429);
      await refused.ended;
      refusals.add(JSON.parse(refused.text()).message as string);
    }
    expect([...refusals]).toEqual([TOO_MANY_STREAMS_PER_ACCOUNT_MESSAGE]);
    // A closed stream gives its place back.
    open.pop()!.close();
    await expect.poll(async () => (await tryOpen(member)).status, { timeout: 20_000 }).toBe(200);
    open.forEach((stream) => stream.close());
  });

  it('takes a ticket once, never after it expired, and never for a session that ended', async () => {
    const member = await memberOfStore();
    const ticket = await boardTicket(app, member);
    const first = connectEventStream(eventsUrl(ticket));
    expect(await first.opened).toBe(200);
    const again = connectEventStream(eventsUrl(ticket));
    expect(await again.opened).toBe(403);
    first.close();

    const stale = await boardTicket(app, member);
    await app.db
      .update(eventStreamTickets)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(eventStreamTickets.ticketHash, hashToken(stale)));
    expect(await connectEventStream(eventsUrl(stale)).opened).toBe(403);

    const beforeSignOut = await boardTicket(app, member);
    await portalCall(app, member, 'POST', '/owner/logout');
    expect(await connectEventStream(eventsUrl(beforeSignOut)).opened).toBe(403);
    expect((await portalCall(app, member, 'POST', '/portal/events/ticket')).statusCode).toBe(403);
  });

  async function tryOpen(account: SignedUpOwner) {
    const stream = connectEventStream(eventsUrl(await boardTicket(app, account)));
    const status = await stream.opened;
    stream.close();
    return { status };
  }

  async function ownerTokenId(account: SignedUpOwner) {
    const [row] = await app.db
      .select({ id: ownerAccessTokens.id })
      .from(ownerAccessTokens)
      .where(eq(ownerAccessTokens.tokenHash, hashToken(account.accessToken)));
    return row!.id;
  }
});
