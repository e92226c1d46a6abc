import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drivers } from '@/db/schema/index.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { malformedRequests } from '@/testing/malformed-requests.js';

const valid = {
  firstName: 'Dana',
  lastName: 'Driver',
  phoneNumber: '1 (312) 555-0123',
  password: 'long enough',
  email: 'Dana@Example.com',
  zipCode: '60601',
};

describe('POST /api/signupDriver', async () => {
  const app = await buildTestApp({ RATE_LIMIT_EXEMPT_IPS: '127.0.0.1' });
  const signUp = (fields: Record<string, string>, remoteAddress = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/signupDriver',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress,
    });

  it('signs a driver up with a hashed password, normalised phone and e-mail', async () => {
    const response = await signUp(valid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: ['DRIVER_SIGN_UP_SUCCESSFUL'],
      message: 'Sign up successfully',
    });
    const [row] = await app.db.select().from(drivers).where(eq(drivers.email, 'dana@example.com'));
    expect(row).toMatchObject({
      firstName: 'Dana',
      lastName: 'Driver',
      phoneNumber: '3125550123',
      zipCode: '60601',
    });
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
  });

  it.each([
    ['FIRST_NAME_REQUIRED', { firstName: ' ' }, 'First name required'],
    ['LAST_NAME_REQUIRED', { lastName: '' }, 'Last name required'],
    ['ZIP_CODE_REQUIRED', { zipCode: '' }, 'Zip code required'],
    ['ZIP_CODE_INVALID', { zipCode: '6060a' }, 'Zip code invalid'],
    ['PHONE_NUMBER_REQUIRED', { phoneNumber: '' }, 'Phone number required'],
    ['PHONE_NUMBER_INVALID', { phoneNumber: '123-4567' }, 'Phone number invalid'],
    ['EMAIL_REQUIRED', { email: '' }, 'Email required'],
    ['EMAIL_INVALID', { email: 'dana-at-example' }, 'Email invalid'],
    ['PASSWORD_INVALID', { password: 'short' }, 'Password invalid'],
  ])('answers %s with 400', async (code, fields, message) => {
    const response = await signUp({
      ...valid,
      email: 'other@example.com',
      phoneNumber: '3125550999',
      ...fields,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: [code], message });
  });

  it('lists every failing check, in form order', async () => {
    const response = await signUp({});
    expect(response.statusCode).toBe(400);
    expect(response.json().status).toEqual([
      'FIRST_NAME_REQUIRED',
      'LAST_NAME_REQUIRED',
      'ZIP_CODE_REQUIRED',
      'PHONE_NUMBER_REQUIRED',
      'EMAIL_REQUIRED',
      'PASSWORD_INVALID',
    ]);
  });

  it('answers DRIVER_EXISTS_WITH_PHONE_NUMBER and DRIVER_EXISTS_WITH_EMAIL with 409', async () => {
    await signUp({ ...valid, email: 'first@example.com', phoneNumber: '3125550444' });
    const samePhone = await signUp({ ...valid, email: 'second@example.com', phoneNumber: '+1 312 555 0444' });
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json()).toEqual({
      status: ['DRIVER_EXISTS_WITH_PHONE_NUMBER'],
      message: 'Driver exists with same phone number',
    });
    const sameEmail = await signUp({ ...valid, email: 'FIRST@example.com', phoneNumber: '3125550445' });
    expect(sameEmail.json()).toEqual({
      status: ['DRIVER_EXISTS_WITH_EMAIL'],
      message: 'Driver exists with same email',
    });
    const both = await signUp({ ...valid, email: 'first@example.com', phoneNumber: '3125550444' });
    expect(both.json().status).toEqual(['DRIVER_EXISTS_WITH_PHONE_NUMBER', 'DRIVER_EXISTS_WITH_EMAIL']);
  });

  it('limits sign-ups per address', async () => {
    for (let n = 0; n < 10; n += 1) {
      expect((await signUp({ ...valid, email: '' }, '10.0.4.1')).statusCode).toBe(400);
    }
    const refused = await signUp(
      { ...valid, email: 'late@example.com', phoneNumber: '3125550777' },
      '10.0.4.1',
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts/);
  });

  it('answers 30 malformed requests with 4xx, never 5xx', async () => {
    const cases = malformedRequests({
      url: '/api/signupDriver',
      valid,
      kinds: {},
      required: Object.keys(valid),
    }).filter(({ name }) => !name.startsWith('multipart'));
    expect(cases.length).toBeGreaterThanOrEqual(30);
    const wrong: string[] = [];
    for (const { name, request } of cases) {
      const response = await app.inject(request);
      if (response.statusCode < 400 || response.statusCode >= 500) {
        wrong.push(`${name}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
