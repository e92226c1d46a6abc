import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rewardHeldUntil } from '@orderlane/domain';
import { orders, storeHours, stores, users } from '@/db/schema/index.js';
import { GOOD_CARD, calculate, send, type UserFixture } from '@/modules/orders/orders-fixtures.js';
import { createStoreFor } from '@/modules/onboarding/onboarding-fixtures.js';
import { signUpOwner } from '@/modules/owners/owners-fixtures.js';
import { issueAccessToken } from '@/plugins/auth.js';
import { buildTestApp } from '@/testing/build-test-app.js';

type MenuItem = { id: number; active: boolean; optionsList: { required: boolean }[] };

describe('demo stores are an established marketplace (issue 49 finding 2)', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'orderlane-seed-age-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const app = await buildTestApp({
    SEED_DEMO: 'true',
    DATA_DIR: dataDir,
    RATE_LIMIT_EXEMPT_IPS: '127.0.0.1',
  });
  const policy = app.config.rewardPolicy;
  const heldAt = (store: { createdAt: Date; timeZone: string }, now: Date) =>
    rewardHeldUntil({ ...store, firstCardOrderAt: now }, now, policy);

  it('dates every seeded store before the new-store hold, so none would hold a first card order’s credit', async () => {
    const seeded = await app.db.select().from(stores);
    expect(seeded.length).toBeGreaterThanOrEqual(8);
    const now = new Date();
    for (const store of seeded) {
      expect(heldAt(store, now)).toBeNull();
    }
  });

  it('gives the demo diner a card order’s credit at once, none of it pending', async () => {
    const [diner] = await app.db.select().from(users).where(eq(users.email, 'demo@orderlane.example'));
    const token = await issueAccessToken(app.db, diner!.id);
    const user: UserFixture = { userId: diner!.id, token, headers: { authorization: `Bearer ${token}` } };
    // The 24-hour store, so the order is orderable whenever the test runs.
    const hours = await app.db.select().from(storeHours);
    const allDay = (await app.db.select().from(stores).where(eq(stores.active, true))).find((store) =>
      [0, 1, 2, 3, 4, 5, 6].every((day) =>
        hours.some(
          (row) =>
            row.storeId === store.id &&
            row.dayOfWeek === day &&
            row.startTime === '00:00' &&
            row.endTime === '24:00',
        ),
      ),
    )!;
    const menu = (
      await app.inject({ method: 'POST', url: `/api/getStoreMenu?restaurantInfoId=${allDay.id}` })
    ).json<{ items: MenuItem[] }[]>();
    const item = menu
      .flatMap((category) => category.items)
      .find((candidate) => candidate.active && candidate.optionsList.every((group) => !group.required))!;
    const order = {
      restaurantInfoId: allDay.id,
      orderType: 'PICK_UP' as const,
      orderItems: [{ itemId: item.id, quantity: 3, restaurantInfoId: allDay.id, orderItemsOptions: [] }],
      tip: 0,
    };
    const priced = await calculate(app, order, user);
    expect(priced.statusCode).toBe(200);
    const { orderId } = priced.json<{ data: { orderId: number } }>().data;
    expect((await send(app, user, { ...order, orderId }, { card: GOOD_CARD })).statusCode).toBe(200);

    const [placed] = await app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(placed!.rewardEarnedCents).toBeGreaterThan(0);
    expect(placed!.rewardHeldUntil).toBeNull();
    const [after] = await app.db.select().from(users).where(eq(users.id, diner!.id));
    expect(after!.rewardBalanceCents).toBe(
      diner!.rewardBalanceCents - placed!.rewardSpentCents + placed!.rewardEarnedCents,
    );
    const account = await app.inject({
      method: 'POST',
      url: '/api/user/getByAccessToken',
      headers: user.headers,
    });
    expect(account.json<{ pendingRewardBalance: number }>().pendingRewardBalance).toBe(0);
  });

  it('keeps a store an owner creates through onboarding new: its credit is held', async () => {
    const owner = await signUpOwner(app);
    const storeId = await createStoreFor(app, owner);
    const [created] = await app.db.select().from(stores).where(eq(stores.id, storeId));
    expect(heldAt(created!, new Date())).toBeInstanceOf(Date);
  });
});
