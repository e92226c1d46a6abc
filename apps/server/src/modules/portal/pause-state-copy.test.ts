import { describe, expect, it } from 'vitest';
import { calculate, pickupOrder } from '@/modules/orders/orders-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { insertPortalWorld, portalCall } from './portal-fixtures.js';
import * as pauseRows from './store-pause-repository.js';

const PAUSED_MESSAGE = 'This store is not taking orders now. Please try again later.';

/**
 * Pricing reads the store's pause state from a copy per process: each test fills the copy with a pricing,
 * pauses or resumes, and prices again: refused or accepted at once for this process's switch, on the 'store'
 * event for another process's.
 */
describe("calculateOrder follows the store's pause at once", async () => {
  const app = await buildTestApp({ RATE_LIMIT_EXEMPT_IPS: '127.0.0.1' });
  const { store, owner, diner } = await insertPortalWorld(app);
  const storePath = `/portal/stores/${store.storeId}`;
  const price = async () => (await calculate(app, pickupOrder(store), diner)).json();

  it("this process's pause and resume", async () => {
    expect((await price()).data.submittable).toBe(true);
    expect((await portalCall(app, owner, 'POST', `${storePath}/pause`, {})).statusCode).toBe(200);
    const refused = await price();
    expect(refused.data.submittable).toBe(false);
    expect(refused.message).toBe(PAUSED_MESSAGE);
    expect((await portalCall(app, owner, 'POST', `${storePath}/resume`, {})).statusCode).toBe(200);
    expect((await price()).data.submittable).toBe(true);
  });

  it("another process's pause reaches this one through the 'store' event", async () => {
    expect((await price()).data.submittable).toBe(true);
    // As another process's pause would: write the row, then publish (this process is not told directly).
    await pauseRows.insertPause(app.db, {
      storeId: store.storeId,
      scope: 'ALL',
      source: 'OWNER',
      pausedByOwnerId: null,
      at: new Date(),
    });
    expect((await price()).data.submittable).toBe(true);
    await app.events.publish({ type: 'store', storeId: store.storeId });
    await expect.poll(async () => (await price()).message, { timeout: 10_000 }).toBe(PAUSED_MESSAGE);

    await pauseRows.deletePause(app.db, store.storeId, 'ALL');
    await app.events.publish({ type: 'store', storeId: store.storeId });
    await expect.poll(async () => (await price()).data.submittable, { timeout: 10_000 }).toBe(true);
  });
});
