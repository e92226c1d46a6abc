import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stores } from '@/db/schema/index.js';
import { insertPortalWorld, portalCall } from '@/modules/portal/portal-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';

describe("the platform's ceiling on the reward rate an owner sets (issue 49 finding 2)", async () => {
  const app = await buildTestApp({ REWARD_RATE_MAX_PERCENT: '7.5' });
  const { store, owner } = await insertPortalWorld(app);
  const path = `/portal/stores/${store.storeId}/store-settings`;
  const storedRate = async () =>
    (await app.db.select({ rate: stores.rewardRate }).from(stores).where(eq(stores.id, store.storeId)))[0]!
      .rate;

  it('shows the ceiling from configuration as the bound', async () => {
    const answer = await portalCall(app, owner, 'GET', path);
    expect(answer.json().data.bounds.rewardRate).toEqual({ min: 0, max: 0.075 });
  });

  it('refuses a rate above the ceiling with a sentence and saves nothing', async () => {
    const before = await storedRate();
    const refused = await portalCall(app, owner, 'POST', path, { rewardRate: 0.2, name: 'Renamed' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'The reward rate can be at most 7.5%: reward credit is paid by the platform, which caps it.',
    );
    expect(await storedRate()).toBe(before);
  });

  it('takes a rate at the ceiling', async () => {
    const saved = await portalCall(app, owner, 'POST', path, { rewardRate: 0.075 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.rewardRate).toBe(0.075);
  });

  it('still saves other settings of a store that stored a higher rate before', async () => {
    await app.db.update(stores).set({ rewardRate: 0.2 }).where(eq(stores.id, store.storeId));
    const saved = await portalCall(app, owner, 'POST', path, { name: 'Board Grill Two' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ name: 'Board Grill Two', rewardRate: 0.2 });
  });
});
