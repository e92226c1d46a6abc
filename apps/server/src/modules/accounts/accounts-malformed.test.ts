import { describe, expect, it } from 'vitest';
import { buildTestApp } from '@/testing/build-test-app.js';
import { signUpUser } from './accounts-fixtures.js';
import { malformedRequests, type CallShape } from '@/testing/malformed-requests.js';

describe('accounts: malformed input is answered 4xx, never 5xx', async () => {
  const app = await buildTestApp({ RATE_LIMIT_EXEMPT_IPS: '127.0.0.1' });
  const user = await signUpUser(app);
  const session = { userId: user.id, accessToken: user.accessToken };
  const sessionKinds = { userId: 'id', accessToken: 'text' } as const;

  const calls: CallShape[] = [
    {
      url: '/api/user/signup',
      valid: {
        email: 'x@example.com',
        firstName: 'A',
        lastName: 'B',
        password: 'long enough',
        phoneNumber: '3125550100',
        reference: '',
      },
      kinds: {},
      required: ['email', 'firstName', 'lastName', 'password', 'phoneNumber'],
    },
    {
      url: '/api/user/login',
      valid: { email: user.email, password: user.password },
      kinds: {},
      required: ['email', 'password'],
    },
    { url: '/api/user/getByAccessToken', valid: session, kinds: sessionKinds, required: ['accessToken'] },
    {
      url: '/api/user/updateUser',
      valid: {
        ...session,
        email: user.email,
        optIn: 'true',
        userInfos: JSON.stringify([{ firstName: 'A', lastName: 'B' }]),
      },
      kinds: { ...sessionKinds, optIn: 'flag', userInfos: 'json-array' },
      required: ['accessToken'],
    },
    { url: '/api/user/logout', valid: session, kinds: sessionKinds, required: ['accessToken'] },
    { url: '/api/user/referralReference', valid: session, kinds: sessionKinds, required: ['accessToken'] },
    {
      url: '/api/user/changePassword',
      valid: { ...session, oldPassword: user.password, newPassword: 'long enough' },
      kinds: sessionKinds,
      required: ['accessToken', 'oldPassword', 'newPassword'],
    },
    { url: '/api/user/sendPasswordResetEmail', valid: { email: user.email }, kinds: {}, required: ['email'] },
    {
      url: '/api/user/validatePasswordResetToken',
      valid: { email: user.email, token: 'a-token' },
      kinds: {},
      required: ['email', 'token'],
    },
    {
      url: '/api/user/resetPassword',
      valid: { email: user.email, token: 'a-token', newPassword: 'long enough' },
      kinds: {},
      required: ['email', 'token', 'newPassword'],
    },
  ];

  it.each(calls.map((call) => [call.url, call] as const))('%s', async (_url, call) => {
    const cases = malformedRequests(call).filter(({ name }) => !name.startsWith('multipart'));
    expect(cases.length).toBeGreaterThanOrEqual(30);
    const wrong: string[] = [];
    for (const { name, request } of cases) {
      const response = await app.inject(request);
      const message: unknown = String(response.headers['content-type']).includes('json')
        ? response.json().message
        : undefined;
      if (response.statusCode < 400 || response.statusCode >= 500 || typeof message !== 'string') {
        wrong.push(`${name}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers broken multipart bodies with 4xx', async () => {
    const cases = calls.flatMap((call) =>
      malformedRequests(call).filter(({ name }) => name.startsWith('multipart')),
    );
    for (const { request } of cases) {
      expect((await app.inject(request)).statusCode).toBeLessThan(500);
    }
  });

  it('leaves the account usable afterwards', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: user.email, password: user.password },
    });
    expect(response.statusCode).toBe(200);
  });
});
