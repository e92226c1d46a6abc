import { describe, expect, it } from 'vitest';
import { buildTestApp } from '@/testing/build-test-app.js';
import { insertPortalWorld, placeCardOrder } from '@/modules/portal/portal-fixtures.js';

describe('who is asking is checked before the body (issue 49 finding 13)', async () => {
  const app = await buildTestApp({ RATE_LIMIT_EXEMPT_IPS: '127.0.0.1' });
  const { store, owner, diner } = await insertPortalWorld(app);
  const orderId = await placeCardOrder(app, diner, store);
  const storeId = store.storeId;

  // Restaurant calls, each sent a body its schema refuses.
  const restaurantCalls = [
    { url: `/api/portal/orders/${orderId}/reject`, payload: { reason: 'BORED' } },
    { url: `/api/portal/orders/${orderId}/accept`, payload: { prepMinutes: 'soon' } },
    { url: `/api/portal/stores/${storeId}/members`, payload: { email: 'not-an-email', role: 'BOSS' } },
    { url: `/api/portal/stores/${storeId}/pause`, payload: { scope: 'EVERYTHING' } },
    { url: `/api/staff/stores/${storeId}/sendOrder`, payload: { order: '{not json', paymentstatus: 'X' } },
    { url: `/api/staff/stores/${storeId}/calculateOrder`, payload: { orderjson: '[' } },
    { url: '/api/owner/changePassword', payload: { oldPassword: 7 } },
  ];

  it.each(restaurantCalls)(
    "answers 403 to a diner's token and a bad body: $url",
    async ({ url, payload }) => {
      for (const headers of [diner.headers, {}, { authorization: 'Bearer made-up' }]) {
        const response = await app.inject({ method: 'POST', url, payload, headers });
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe('Please sign in to your restaurant account again.');
      }
    },
  );

  it("answers 403 to an owner's token and a bad body on a diner's call", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/updateUser',
      payload: { userId: 'abc', email: 'not-an-email', userInfos: '[' },
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Your session is no longer valid.');
  });

  it('still names the allowed reasons to a signed-in member of the store', async () => {
    // A blank reason is the one a member can get wrong: any text is kept as OTHER with that text.
    const response = await app.inject({
      method: 'POST',
      url: `/api/portal/orders/${orderId}/reject`,
      payload: { reason: '   ' },
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('TOO_BUSY');
  });
});
