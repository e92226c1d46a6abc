import { describe, expect, it } from 'vitest';
import { insertUserFixture } from '@/modules/orders/orders-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { findAccessTokenSession, issueAccessToken } from './auth.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('session lifetime (issue 13 finding 12)', async () => {
  const app = await buildTestApp();

  it('ends a session 90 days after sign-in even when it is used every few days', async () => {
    const { userId } = await insertUserFixture(app.db);
    const signedInAt = new Date('2026-01-01T12:00:00Z');
    const token = await issueAccessToken(app.db, userId, signedInAt);
    const at = (days: number) => new Date(signedInAt.getTime() + days * DAY_MS);
    for (const day of [10, 25, 40, 55, 70, 85, 89]) {
      expect(await findAccessTokenSession(app.db, token, at(day))).not.toBeNull();
    }
    expect(await findAccessTokenSession(app.db, token, at(90))).toBeNull();
    expect(await findAccessTokenSession(app.db, token, at(95))).toBeNull();
  });

  it('still ends an unused session 30 days after its last use', async () => {
    const { userId } = await insertUserFixture(app.db);
    const signedInAt = new Date('2026-02-01T12:00:00Z');
    const token = await issueAccessToken(app.db, userId, signedInAt);
    expect(
      await findAccessTokenSession(app.db, token, new Date(signedInAt.getTime() + 20 * DAY_MS)),
    ).not.toBeNull();
    expect(
      await findAccessTokenSession(app.db, token, new Date(signedInAt.getTime() + 49 * DAY_MS)),
    ).not.toBeNull();
    expect(
      await findAccessTokenSession(app.db, token, new Date(signedInAt.getTime() + 80 * DAY_MS)),
    ).toBeNull();
  });

  it("reads the diner's standing with the session", async () => {
    const { userId, token } = await insertUserFixture(app.db, {
      orderCount: 4,
      rewardBalanceCents: 275,
      usedNewCustomerPromo: true,
    });
    expect(await findAccessTokenSession(app.db, token)).toMatchObject({
      userId,
      standing: { orderCount: 4, rewardBalanceCents: 275, usedNewCustomerPromo: true },
    });
  });
});
