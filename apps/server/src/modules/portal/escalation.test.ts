import { describe, expect, it } from 'vitest';
import { calculate, pickupOrder } from '@/modules/orders/orders-fixtures.js';
import type { BusMessage } from '@/plugins/events/event-bus.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { createEscalationService } from './escalation-service.js';
import { createPortalBoard } from './portal-board.js';
import { insertPortalWorld, mailsTo, placeCardOrder, portalCall } from './portal-fixtures.js';
import { createStaffService } from './staff-service.js';
import { createStorePauseService } from './store-pause-service.js';
import { createStoreSettingsService } from './store-settings-service.js';

const MINUTE = 60_000;

describe('escalation of orders nobody accepts (moved clock)', async () => {
  const app = await buildTestApp();
  const { store, otherStore, owner, outsider, diner } = await insertPortalWorld(app);
  let now = new Date();
  const clock = () => now;
  const settings = createStoreSettingsService({ db: app.db, clock });
  const pauses = createStorePauseService({ db: app.db, events: app.events, clock });
  const staff = createStaffService({ db: app.db });
  const escalation = createEscalationService({
    db: app.db,
    clock,
    settings,
    pauses,
    ownerEmails: (storeId) => staff.ownerEmails(storeId),
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    cancelAfterMinutes: 15,
    board: createPortalBoard(app, { clock, log: app.log }),
    platformName: 'Orderlane',
  });
  const placedAt = new Date();
  const orderId = await placeCardOrder(app, diner, store);
  // The other store waits 5 minutes before e-mailing and 6 before pausing.
  await portalCall(app, outsider, 'POST', `/portal/stores/${otherStore.storeId}/settings`, {
    escalateAfterMinutes: 5,
    pauseAfterMinutes: 6,
  });
  const elsewhere = await placeCardOrder(app, diner, otherStore);
  const waiting = (subject: string) => subject.includes('has waited');

  it('does nothing before the first limit', async () => {
    now = new Date(placedAt.getTime() + 2 * MINUTE);
    expect(await escalation.sweep()).toEqual([]);
  });

  it("e-mails the store's owners once after 3 minutes, whichever sweep gets there", async () => {
    now = new Date(placedAt.getTime() + 3 * MINUTE + 5_000);
    const [first, second] = await Promise.all([escalation.sweep(), escalation.sweep()]);
    expect([...first, ...second]).toEqual([{ orderId, kind: 'OWNER_EMAIL' }]);
    expect(await escalation.sweep()).toEqual([]);
    const mails = (await mailsTo(app, owner.email)).filter((mail) => waiting(mail.subject));
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Order TS-${orderId} has waited 3 minutes at Board Grill`,
    ]);
    expect((await mailsTo(app, outsider.email)).filter((mail) => waiting(mail.subject))).toEqual([]);
  });

  it('pauses online ordering by itself after 8 minutes: the board hears it, the storefront refuses', async () => {
    const heard: BusMessage[] = [];
    const unsubscribe = app.events.subscribe((message) => heard.push(message));
    now = new Date(placedAt.getTime() + 8 * MINUTE + 5_000);
    const steps = await escalation.sweep();
    expect(steps).toContainEqual({ orderId, kind: 'STORE_PAUSE' });
    // The other store's own limits: 5 minutes for the mail, 6 for the pause.
    expect(steps).toContainEqual({ orderId: elsewhere, kind: 'OWNER_EMAIL' });
    expect(steps).toContainEqual({ orderId: elsewhere, kind: 'STORE_PAUSE' });
    const pause = (await portalCall(app, owner, 'GET', `/portal/stores/${store.storeId}/pause`)).json().data;
    expect(pause).toMatchObject({ store: true, pauses: [{ scope: 'ALL', source: 'ESCALATION' }] });
    const refused = (await calculate(app, pickupOrder(store), diner)).json();
    expect(refused.message).toBe('This store is not taking orders now. Please try again later.');
    for (let attempt = 0; attempt < 100 && !heard.some((m) => m.type === 'store'); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(heard).toContainEqual({ type: 'store', storeId: store.storeId });
    unsubscribe();
    expect(await escalation.sweep()).toEqual([]);
  });

  it('leaves accepted orders alone', async () => {
    await portalCall(app, owner, 'POST', `/portal/stores/${store.storeId}/resume`, {});
    const accepted = await placeCardOrder(app, diner, store);
    await portalCall(app, owner, 'POST', `/portal/orders/${accepted}/accept`, {});
    now = new Date(Date.now() + 30 * MINUTE);
    const steps = await escalation.sweep();
    expect(steps.some((step) => step.orderId === accepted)).toBe(false);
  });
});
