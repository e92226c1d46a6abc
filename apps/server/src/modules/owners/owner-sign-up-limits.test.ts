import { describe, expect, it } from 'vitest';
import { owners, storeMembers } from '@/db/schema/index.js';
import { insertStoreFixture } from '@/modules/orders/orders-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { signUpOwner } from './owners-fixtures.js';

describe("owner sign-up's 'Email already exists' (issue 49 finding 12)", async () => {
  const app = await buildTestApp();
  const signUp = (email: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/signupOwner',
      remoteAddress,
      payload: { name: 'Probe', email, username: email, password: 'long-enough-1' },
    });
  const taken = await signUpOwner(app, { email: 'taken@example.com' });

  it('answers the spec’s 409 to an address at most 5 times a day, then 429 whatever the e-mail', async () => {
    for (let n = 0; n < 5; n += 1) {
      const answer = await signUp(taken.email, '10.9.0.1');
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe('Email already exists');
    }
    for (const email of [taken.email, 'fresh-probe@example.com']) {
      const refused = await signUp(email, '10.9.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many attempts\. Please try again in \d+ hours?\.$/);
    }
    expect((await signUp(taken.email, '10.9.0.2')).statusCode).toBe(409);
  });

  it('does not count successful sign-ups against that budget', async () => {
    for (let n = 0; n < 4; n += 1) {
      expect((await signUp(`new-owner-${n}@example.com`, '10.9.1.1')).statusCode).toBe(200);
    }
    for (let n = 0; n < 5; n += 1) {
      expect((await signUp(taken.email, '10.9.1.1')).statusCode).toBe(409);
    }
  });

  it('lets an address sign up over an account an old invitation made without a password, joining no store', async () => {
    const { storeId } = await insertStoreFixture(app.db, { name: 'Old Invite Grill' });
    const [placeholder] = await app.db
      .insert(owners)
      .values({
        name: 'invited',
        email: 'placeholder@example.com',
        username: 'placeholder@example.com',
        passwordHash: '!invited',
        phoneNumber: '',
      })
      .returning({ id: owners.id });
    await app.db.insert(storeMembers).values({ storeId, ownerId: placeholder!.id, role: 'STAFF' });
    const answer = await signUp('placeholder@example.com', '10.9.3.1');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ id: placeholder!.id, name: 'Probe', stores: [] });
  });
});
