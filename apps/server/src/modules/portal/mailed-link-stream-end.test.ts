import { describe, expect, it } from 'vitest';
import { form, signUpUser, type SignedUpUser } from '@/modules/accounts/accounts-fixtures.js';
import { findMailedLinks, tokenOf } from '@/modules/accounts/mailed-links-fixtures.js';
import type { UserFixture } from '@/modules/orders/orders-fixtures.js';
import { giveStoreRole, signUpOwner } from '@/modules/owners/owners-fixtures.js';
import { connectEventStream } from '@/plugins/events/sse-test-client.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { outboxMailsTo } from '@/testing/outbox-mails.js';
import { insertPortalWorld, placeCardOrder, portalCall } from './portal-fixtures.js';
import { boardTicket, trackingTicket } from './stream-test-fixtures.js';

interface Tracked {
  status: string;
}

/**
 * Sessions revoked by a mailed link (password reset, e-mail change) end their open streams at once: the
 * streams' own check comes only every minute, and the `end` here is awaited for far less (issue 49 finding 3).
 */
describe('a mailed link that signs sessions out ends their live streams at once', async () => {
  const app = await buildTestApp({ RATE_LIMIT_EXEMPT_IPS: '127.0.0.1' });
  const { store, owner } = await insertPortalWorld(app);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  const asFixture = (user: SignedUpUser, token = user.accessToken): UserFixture => ({
    userId: user.id,
    token,
    headers: { authorization: `Bearer ${token}` },
  });
  async function trackOrder(diner: UserFixture, orderId: number) {
    const ticket = await trackingTicket(app, diner);
    const stream = connectEventStream(`${address}/api/trackOrder/events?orderId=${orderId}&ticket=${ticket}`);
    await stream.waitFor((event) => (event.data as Tracked).status === 'PLACED');
    return stream;
  }
  const endedForGood = async (stream: ReturnType<typeof connectEventStream>) => {
    await stream.waitFor((event) => event.event === 'end');
    await stream.ended;
    expect(stream.events.at(-1)).toEqual({ event: 'end', data: { reconnect: false } });
  };

  it('ends a diner’s tracking stream when the password is reset by mail', async () => {
    const user = await signUpUser(app);
    const diner = asFixture(user);
    const stream = await trackOrder(diner, await placeCardOrder(app, diner, store));
    await app.inject({
      method: 'POST',
      url: '/api/user/sendPasswordResetEmail',
      ...form({ email: user.email }),
    });
    const [link] = await findMailedLinks(app, user.email, '/resetPassword');
    const reset = await app.inject({
      method: 'POST',
      url: '/api/user/resetPassword',
      ...form({ email: user.email, token: tokenOf(link ?? ''), newPassword: 'a brand new password' }),
    });
    expect(reset.statusCode).toBe(200);
    await endedForGood(stream);
  });

  it('ends the other sessions’ streams when a new e-mail is confirmed, and keeps the one that asked', async () => {
    const user = await signUpUser(app);
    const asking = asFixture(user);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      ...form({ email: user.email, password: user.password }),
    });
    const elsewhere = asFixture(user, signIn.json<{ accessToken: string }>().accessToken);
    const orderId = await placeCardOrder(app, asking, store);
    const kept = await trackOrder(asking, orderId);
    const ended = await trackOrder(elsewhere, orderId);

    const newEmail = `moved-${user.id}@example.com`;
    const asked = await app.inject({
      method: 'POST',
      url: `/api/user/updateUser?email=${encodeURIComponent(newEmail)}`,
      ...form({ accessToken: user.accessToken, currentPassword: user.password }),
    });
    expect(asked.statusCode).toBe(200);
    const [link] = await findMailedLinks(app, newEmail, '/verify-email');
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/user/verifyEmail',
      payload: { token: tokenOf(link ?? '') },
    });
    expect(confirmed.json()).toMatchObject({ purpose: 'CHANGE', email: newEmail });
    await endedForGood(ended);

    await portalCall(app, owner, 'POST', `/portal/orders/${orderId}/accept`, { prepMinutes: 20 });
    await kept.waitFor((event) => (event.data as Tracked).status === 'ACCEPTED');
    expect(ended.events.some((event) => (event.data as Tracked).status === 'ACCEPTED')).toBe(false);
    kept.close();
  });

  it('ends a restaurant account’s board when its password is reset by mail', async () => {
    const member = await signUpOwner(app);
    await giveStoreRole(app, { storeId: store.storeId, ownerId: member.id, role: 'STAFF' });
    const ticket = await boardTicket(app, member);
    const board = connectEventStream(
      `${address}/api/portal/events?storeId=${store.storeId}&ticket=${ticket}`,
    );
    await board.waitFor((event) => event.event === 'ready');

    await app.inject({
      method: 'POST',
      url: '/api/owner/sendPasswordResetEmail',
      ...form({ email: member.email }),
    });
    const mail = (await outboxMailsTo(app, member.email)).at(-1);
    const token = /\/portal\/reset-password\?email=[^&\s]+&token=([A-Za-z0-9_-]+)/.exec(
      mail?.body ?? '',
    )?.[1];
    const reset = await app.inject({
      method: 'POST',
      url: '/api/owner/resetPassword',
      ...form({ email: member.email, token: token ?? '', newPassword: 'a-new-kitchen-password' }),
    });
    expect(reset.statusCode).toBe(200);
    await endedForGood(board);
  });
});
