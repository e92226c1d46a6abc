import { describe, expect, it } from 'vitest';
import { TOKEN_IN_QUERY_MESSAGE } from '@/plugins/auth.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { form, signUpUser } from './accounts-fixtures.js';

describe('secrets in query strings (issue 13 finding 10)', async () => {
  const app = await buildTestApp({ RATE_LIMIT_EXEMPT_IPS: '127.0.0.1' });

  it('refuses a password sent in the query string of user/login, and signs in with it as a form field', async () => {
    const user = await signUpUser(app);
    const inQuery = await app.inject({
      method: 'POST',
      url: `/api/user/login?email=${encodeURIComponent(user.email)}&password=${encodeURIComponent(user.password)}`,
    });
    expect(inQuery.statusCode).toBe(400);
    expect(inQuery.json()).toEqual({
      status: 400,
      message: 'Send "password" as a form field in the request body, never in the address.',
      requestId: expect.any(String),
    });
    expect(inQuery.json()).not.toHaveProperty('accessToken');
    const inForm = await app.inject({
      method: 'POST',
      url: `/api/user/login?email=${encodeURIComponent(user.email)}`,
      ...form({ password: user.password }),
    });
    expect(inForm.statusCode).toBe(200);
  });

  it.each(['oldPassword', 'newPassword'])(
    'refuses %s in the query string of user/changePassword',
    async (name) => {
      const user = await signUpUser(app);
      const response = await app.inject({
        method: 'POST',
        url: `/api/user/changePassword?${name}=whatever-it-is`,
        ...form({
          accessToken: user.accessToken,
          oldPassword: user.password,
          newPassword: 'a brand new password',
        }),
      });
      expect(response.statusCode).toBe(400);
    },
  );

  it('refuses an access token in the query string of a call whose spec sends it in the body, valid or not', async () => {
    const user = await signUpUser(app);
    const order = { restaurantInfoId: 1, orderType: 'PICK_UP', orderItems: [{ itemId: 1, quantity: 1 }] };
    for (const url of [
      `/api/user/getByAccessToken?accessToken=${user.accessToken}`,
      `/api/calculateOrder?accessToken=${user.accessToken}`,
    ]) {
      const response = await app.inject({
        method: 'POST',
        url,
        ...form({ orderjson: JSON.stringify(order) }),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(TOKEN_IN_QUERY_MESSAGE);
    }
  });

  it('still takes the access token in the query string of mobile/searchOrderHistory, as its spec sends it', async () => {
    const user = await signUpUser(app);
    const response = await app.inject({
      method: 'POST',
      url: `/api/mobile/searchOrderHistory?accessToken=${user.accessToken}&online=true&userId=${user.id}`,
    });
    expect(response.statusCode).toBe(200);
  });
});
