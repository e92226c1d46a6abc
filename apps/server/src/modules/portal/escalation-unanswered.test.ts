import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toStoreLocalTime, type OrderJsonInput } from '@orderlane/domain';
import { orderEscalations, orders, sandboxCharges } from '@/db/schema/index.js';
import {
  GOOD_CARD,
  insertUserFixture,
  pickupOrder,
  placeThroughApi,
  type StoreFixture,
  type UserFixture,
} from '@/modules/orders/orders-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { createEscalationService } from './escalation-service.js';
import { createPortalBoard } from './portal-board.js';
import { outboxMailsTo } from '@/testing/outbox-mails.js';
import { insertPortalWorld, portalCall } from './portal-fixtures.js';
import { REFUND_GRACE_MS, retryPendingRefunds } from './refund-recovery.js';
import { createStaffService } from './staff-service.js';
import { createStorePauseService } from './store-pause-service.js';
import { createStoreSettingsService } from './store-settings-service.js';

const MINUTE = 60_000;
// Test files share an outbox folder per worker: this file's diner has an address of its own.
const DINER_MAIL = `unanswered-${randomBytes(4).toString('hex')}@orderlane.test`;
const customer = {
  firstName: 'Ada',
  lastName: 'Diner',
  phoneNumber: '(312) 555-0199',
  email: DINER_MAIL,
} as OrderJsonInput['customer'];

const placeCardOrder = (
  app: Parameters<typeof placeThroughApi>[0],
  diner: UserFixture,
  store: StoreFixture,
) => placeThroughApi(app, diner, { ...pickupOrder(store), customer });
const placeDineInOrder = (
  app: Parameters<typeof placeThroughApi>[0],
  diner: UserFixture,
  store: StoreFixture,
) =>
  placeThroughApi(
    app,
    diner,
    {
      ...pickupOrder(store, {
        orderType: 'DINE_IN',
        tableName: 'T4',
        tableToken: app.tableTokens.sign(store.storeId, 'T4'),
        orderPaymentMethod: 'IN_STORE',
      }),
      customer,
    },
    { paymentstatus: 'CASH', card: null },
  );

describe('orders the restaurant never answers are cancelled, voided and told (moved clock)', async () => {
  const app = await buildTestApp({ RATE_LIMIT_EXEMPT_IPS: '127.0.0.1' });
  const world = await insertPortalWorld(app);
  const { store, owner, staff, diner } = world;
  let now = new Date();
  const clock = () => now;
  const escalation = createEscalationService({
    db: app.db,
    clock,
    settings: createStoreSettingsService({ db: app.db, clock }),
    pauses: createStorePauseService({ db: app.db, events: app.events, clock }),
    ownerEmails: (storeId) => createStaffService({ db: app.db }).ownerEmails(storeId),
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    cancelAfterMinutes: 15,
    board: createPortalBoard(app, { clock, log: app.log }),
    platformName: 'Orderlane',
  });
  const orderRow = async (orderId: number) =>
    (await app.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
  const chargeOf = async (orderId: number) => {
    const order = await orderRow(orderId);
    const [charge] = await app.db
      .select({ status: sandboxCharges.status })
      .from(sandboxCharges)
      .where(eq(sandboxCharges.transactionId, order.paymentTransactionId!));
    return charge?.status;
  };
  const answerOf = (who: { headers: Record<string, string> } | null, orderId: number) =>
    app.inject({
      method: 'GET',
      url: `/api/trackOrder/answer?orderId=${orderId}`,
      headers: who?.headers ?? {},
    });
  const cancelMails = async (orderId: number, address = DINER_MAIL) =>
    (await outboxMailsTo(app, address)).filter(
      (mail) => mail.subject.includes(`TS-${orderId} `) && /cancelled|已取消/.test(mail.subject),
    );
  const resume = () => portalCall(app, owner, 'POST', `/portal/stores/${store.storeId}/resume`, {});
  /** Places an order now, then answers when it was placed (the clock moves from there). */
  const placeAt = async (place: () => Promise<number>) => {
    now = new Date();
    const orderId = await place();
    return { orderId, placedAt: (await orderRow(orderId)).placedAt! };
  };

  afterEach(async () => {
    vi.restoreAllMocks();
    // Each cancel pauses the store: the next test's diner orders from it again.
    await resume();
  });

  it("tells the diner's tracking when the store is reminded and when the order goes, then cancels it once and voids the card once", async () => {
    const { orderId, placedAt } = await placeAt(() => placeCardOrder(app, diner, store));
    const at = (minutes: number) => new Date(placedAt.getTime() + minutes * MINUTE);

    now = at(1);
    const waiting = await answerOf(diner, orderId);
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json().data).toEqual({
      orderId,
      status: 'PLACED',
      remindAt: at(3).toISOString(),
      cancelAt: at(15).toISOString(),
      cancelTime: toStoreLocalTime(at(15), 'America/Chicago'),
      // The server's own clock, for the page to count from whatever the device's clock says.
      now: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    now = new Date(at(15).getTime() - 1_000);
    const before = await escalation.sweep();
    expect(before.filter((step) => step.kind === 'AUTO_CANCEL')).toEqual([]);
    expect((await orderRow(orderId)).status).toBe('PLACED');

    const voids = vi.spyOn(app.payments, 'voidCharge');
    now = at(15);
    // Two processes' sweeps at once: one cancels, the other finds it done.
    const [first, second] = await Promise.all([escalation.sweep(), escalation.sweep()]);
    const cancels = [...first, ...second].filter((step) => step.kind === 'AUTO_CANCEL');
    expect(cancels).toEqual([{ orderId, kind: 'AUTO_CANCEL' }]);
    expect(voids).toHaveBeenCalledTimes(1);
    expect(await orderRow(orderId)).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'NO_ANSWER',
      refundStatus: 'VOIDED',
    });
    expect(await chargeOf(orderId)).toBe('VOIDED');
    expect((await escalation.sweep()).some((step) => step.orderId === orderId)).toBe(false);
    expect(voids).toHaveBeenCalledTimes(1);

    // The store that left it so long paused itself.
    const pause = (await portalCall(app, owner, 'GET', `/portal/stores/${store.storeId}/pause`)).json().data;
    expect(pause).toMatchObject({ store: true });

    const mails = await cancelMails(orderId);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your order TS-${orderId} at Board Grill is cancelled`,
    ]);
    expect(mails[0]!.body).toContain('did not answer your order');
    expect(mails[0]!.body).toContain('is voided: you will not be charged');
    expect(mails[0]!.body).toContain(`/track-order?orderId=${orderId}`);

    const answered = await answerOf(diner, orderId);
    expect(answered.json().data).toMatchObject({
      status: 'REJECTED',
      remindAt: null,
      cancelAt: null,
      cancelTime: null,
    });
    const detail = await app.inject({
      method: 'POST',
      url: `/api/searchOrders?orderId=${orderId}`,
      headers: diner.headers,
    });
    expect(detail.json()[0]).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'NO_ANSWER',
      refundStatus: 'VOIDED',
    });
  });

  it('leaves an order the store accepts at the last minute alone', async () => {
    const { orderId, placedAt } = await placeAt(() => placeCardOrder(app, diner, store));
    now = new Date(placedAt.getTime() + 14 * MINUTE);
    await portalCall(app, staff, 'POST', `/portal/orders/${orderId}/accept`, {});
    now = new Date(placedAt.getTime() + 60 * MINUTE);
    expect((await escalation.sweep()).some((step) => step.orderId === orderId)).toBe(false);
    expect((await orderRow(orderId)).status).toBe('ACCEPTED');
    expect((await answerOf(diner, orderId)).json().data).toMatchObject({
      status: 'ACCEPTED',
      cancelAt: null,
    });
  });

  it('never escalates an order staff took by phone: a person at the store took it', async () => {
    now = new Date();
    const order: OrderJsonInput = {
      ...pickupOrder(store),
      customer: {
        firstName: 'Cal',
        lastName: 'Caller',
        phoneNumber: '(312) 555-0123',
        email: '',
      } as OrderJsonInput['customer'],
    };
    const form = (url: string, fields: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: `/api/staff/stores/${store.storeId}${url}`,
        headers: { ...staff.headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    const priced = await form('/calculateOrder', { orderjson: JSON.stringify(order) });
    const orderId = priced.json().data.orderId as number;
    const placed = await form('/sendOrder', {
      order: encodeURIComponent(JSON.stringify({ ...order, orderId })),
      paymentstatus: 'CREDIT',
      creditCardInfo: JSON.stringify(GOOD_CARD),
    });
    expect(placed.statusCode).toBe(200);
    const placedAt = (await orderRow(orderId)).placedAt!;
    for (const minutes of [4, 9, 16, 120]) {
      now = new Date(placedAt.getTime() + minutes * MINUTE);
      expect((await escalation.sweep()).some((step) => step.orderId === orderId)).toBe(false);
    }
    expect(await orderRow(orderId)).toMatchObject({ status: 'PLACED', refundStatus: null });
    expect(await chargeOf(orderId)).toBe('CAPTURED');
  });

  it('an order to pay in store is cancelled with nothing to give back, in the diner’s Chinese', async () => {
    const reader = await insertUserFixture(app.db, { preferredLanguage: 'zh-CN' });
    const { orderId, placedAt } = await placeAt(() => placeDineInOrder(app, reader, store));
    const voids = vi.spyOn(app.payments, 'voidCharge');
    now = new Date(placedAt.getTime() + 16 * MINUTE);
    expect(await escalation.sweep()).toContainEqual({ orderId, kind: 'AUTO_CANCEL' });
    expect(voids).not.toHaveBeenCalled();
    expect(await orderRow(orderId)).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'NO_ANSWER',
      refundStatus: null,
    });
    const mails = await cancelMails(orderId);
    expect(mails.map((mail) => mail.subject)).toEqual([`您在 Board Grill 的订单 TS-${orderId} 已取消`]);
    expect(mails[0]!.body).toContain('此订单未产生任何扣款');
  });

  it('a crash between the cancel and the void leaves the refund to the sweep, which gives the money back once', async () => {
    const { orderId, placedAt } = await placeAt(() => placeCardOrder(app, diner, store));
    // The gateway call never returns: the process died there, after the cancel committed.
    let reachVoid = () => undefined as void;
    const atVoid = new Promise<void>((resolve) => {
      reachVoid = resolve;
    });
    vi.spyOn(app.payments, 'voidCharge').mockImplementationOnce(() => {
      reachVoid();
      return new Promise<void>(() => undefined);
    });
    now = new Date(placedAt.getTime() + 15 * MINUTE);
    void escalation.sweep();
    await atVoid;
    const row = await orderRow(orderId);
    expect(row).toMatchObject({ status: 'REJECTED', refundStatus: 'PENDING' });
    expect(await chargeOf(orderId)).toBe('CAPTURED');

    vi.restoreAllMocks();
    const refunds = vi.spyOn(app.payments, 'refundCharge');
    const later = new Date(now.getTime() + REFUND_GRACE_MS + MINUTE);
    const deps = { db: app.db, payments: app.payments, log: app.log, clock: () => later };
    expect(await retryPendingRefunds(deps)).toBe(1);
    expect(await retryPendingRefunds(deps)).toBe(0);
    // Voided, never credited on top.
    expect(refunds).not.toHaveBeenCalled();
    expect(await orderRow(orderId)).toMatchObject({ refundStatus: 'VOIDED' });
    expect(await chargeOf(orderId)).toBe('VOIDED');
  });

  it('never cancels an order whose cancelling was waived (the seeded demo board)', async () => {
    const { orderId, placedAt } = await placeAt(() => placeCardOrder(app, diner, store));
    await app.db.insert(orderEscalations).values({ orderId, kind: 'AUTO_CANCEL', createdAt: placedAt });
    now = new Date(placedAt.getTime() + 60 * MINUTE);
    expect((await escalation.sweep()).filter((step) => step.kind === 'AUTO_CANCEL')).toEqual([]);
    expect((await orderRow(orderId)).status).toBe('PLACED');
  });

  it("answers the order's times only to the diner who placed it", async () => {
    const { orderId } = await placeAt(() => placeCardOrder(app, diner, store));
    const stranger = await insertUserFixture(app.db);
    expect((await answerOf(null, orderId)).statusCode).toBe(403);
    const theirs = await answerOf(stranger, orderId);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe('This order belongs to another account.');
    const unknown = await answerOf(diner, 987_654);
    expect(unknown.statusCode).toBe(404);
    expect((await answerOf(diner, 0)).statusCode).toBe(400);
  });
});
