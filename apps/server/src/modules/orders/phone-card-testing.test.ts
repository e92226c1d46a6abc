import { eq, like } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { OrderJsonInput } from '@orderlane/domain';
import { rateLimitCounters, sandboxCharges, storeCardPauses } from '@/db/schema/index.js';
import { insertPortalWorld } from '@/modules/portal/portal-fixtures.js';
import type { SignedUpOwner } from '@/modules/owners/owners-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { CARD_DECLINES_MESSAGE } from './card-attempts.js';
import { CARD_PAYMENTS_PAUSED_MESSAGE, PHONE_CARDS_PAUSED_MESSAGE } from './card-pauses.js';
import {
  DECLINED_CARD,
  GOOD_CARD,
  calculate,
  pickupOrder,
  send,
  type StoreFixture,
} from './orders-fixtures.js';

const CALLER = { firstName: 'Cal', lastName: 'Caller', phoneNumber: '(312) 555-0123', email: '' };
const HOUR_MS = 60 * 60_000;

describe('card testing through phone orders (issue 49 finding 1)', async () => {
  const app = await buildTestApp();
  const world = await insertPortalWorld(app);
  const warn = vi.spyOn(app.log, 'warn');

  const form = (
    who: SignedUpOwner,
    store: StoreFixture,
    url: string,
    fields: Record<string, string>,
    ip: string,
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/staff/stores/${store.storeId}${url}`,
      remoteAddress: ip,
      headers: { ...who.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  async function priced(who: SignedUpOwner, store: StoreFixture, ip: string): Promise<OrderJsonInput> {
    const order = { ...pickupOrder(store), customer: CALLER as OrderJsonInput['customer'] };
    const answer = await form(who, store, '/calculateOrder', { orderjson: JSON.stringify(order) }, ip);
    expect(answer.statusCode).toBe(200);
    return { ...order, orderId: answer.json().data.orderId as number };
  }
  const sendCard = (
    who: SignedUpOwner,
    store: StoreFixture,
    order: OrderJsonInput,
    card: object,
    ip: string,
  ) =>
    form(
      who,
      store,
      '/sendOrder',
      {
        order: encodeURIComponent(JSON.stringify(order)),
        paymentstatus: 'CREDIT',
        creditCardInfo: JSON.stringify(card),
      },
      ip,
    );
  const counts = async () =>
    Object.fromEntries(
      (
        await app.db.select().from(rateLimitCounters).where(like(rateLimitCounters.key, 'card-declines:%'))
      ).map((row) => [row.key, row.count]),
    );
  const chargesOf = (orderId: number | null | undefined) =>
    app.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.idempotencyKey, String(orderId)));

  it('pauses a store after ten declined phone cards: the eleventh, twelfth and an approved card are refused', async () => {
    const { store, owner } = world;
    const answers: number[] = [];
    for (let n = 0; n < 12; n += 1) {
      const order = await priced(owner, store, '10.49.1.1');
      const answer = await sendCard(owner, store, order, DECLINED_CARD, '10.49.1.1');
      answers.push(answer.statusCode);
      if (answer.statusCode === 409) {
        expect(answer.json().message).toBe(PHONE_CARDS_PAUSED_MESSAGE);
      }
    }
    expect(answers).toEqual([...Array<number>(10).fill(402), 409, 409]);

    const approved = await priced(world.staff, store, '10.49.1.2');
    const refused = await sendCard(world.staff, store, approved, GOOD_CARD, '10.49.1.2');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PHONE_CARDS_PAUSED_MESSAGE);
    expect(await chargesOf(approved.orderId)).toEqual([]);

    // The ten declines stay on the account and the address; the pause took the store's count with it.
    const counted = await counts();
    expect(counted[`card-declines:staff:${owner.id}`]).toBe(10);
    expect(counted['card-declines:ip:10.49.1.1']).toBe(10);
    expect(counted[`card-declines:store:${store.storeId}`]).toBeUndefined();
    expect(counted[`card-declines:staff:${world.staff.id}`]).toBeUndefined();

    const [pause] = await app.db
      .select()
      .from(storeCardPauses)
      .where(eq(storeCardPauses.storeId, store.storeId));
    expect(pause?.declines).toBe(10);
    expect(pause!.pausedUntil.getTime() - pause!.pausedAt.getTime()).toBe(24 * HOUR_MS);

    const paused = warn.mock.calls.filter(
      ([entry]) => (entry as { event?: string }).event === 'store_card_payments_paused',
    );
    expect(paused).toEqual([
      [
        expect.objectContaining({ storeId: store.storeId, declines: 10, windowMinutes: 60 }),
        'card payments paused at a store after a spike of declined phone-order cards',
      ],
    ]);
    const metric = await app.metrics.registry.getSingleMetricAsString('orderlane_store_card_pauses_total');
    expect(metric).toContain(`orderlane_store_card_pauses_total{store_id="${store.storeId}"} 1`);
  });

  it('refuses diners’ cards at the paused store only, and still takes orders paid in store', async () => {
    const { store, otherStore, diner } = world;
    const atPaused = await calculate(app, pickupOrder(store), diner);
    const dinerOrder = { ...pickupOrder(store), orderId: atPaused.json().data.orderId as number };
    const refused = await send(app, diner, dinerOrder);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CARD_PAYMENTS_PAUSED_MESSAGE);
    expect(await chargesOf(dinerOrder.orderId)).toEqual([]);

    const elsewhere = await calculate(app, pickupOrder(otherStore), diner);
    const placed = await send(app, diner, {
      ...pickupOrder(otherStore),
      orderId: elsewhere.json().data.orderId,
    });
    expect(placed.statusCode).toBe(200);

    const cash = await priced(world.staff, store, '10.49.1.2');
    const inStore = await form(
      world.staff,
      store,
      '/sendOrder',
      { order: encodeURIComponent(JSON.stringify(cash)), paymentstatus: 'CASH' },
      '10.49.1.2',
    );
    expect(inStore.statusCode).toBe(200);
  });

  it('takes cards again once the pause ends or the platform deletes it', async () => {
    const { store } = world;
    const now = new Date();
    await app.db
      .update(storeCardPauses)
      .set({ pausedUntil: new Date(now.getTime() - 1000) })
      .where(eq(storeCardPauses.storeId, store.storeId));
    const afterExpiry = await priced(world.staff, store, '10.49.1.3');
    expect((await sendCard(world.staff, store, afterExpiry, GOOD_CARD, '10.49.1.3')).statusCode).toBe(200);

    await app.db
      .insert(storeCardPauses)
      .values({
        storeId: store.storeId,
        pausedAt: now,
        pausedUntil: new Date(now.getTime() + HOUR_MS),
        declines: 10,
      })
      .onConflictDoUpdate({
        target: storeCardPauses.storeId,
        set: { pausedUntil: new Date(now.getTime() + HOUR_MS) },
      });
    const whilePaused = await priced(world.staff, store, '10.49.1.3');
    expect((await sendCard(world.staff, store, whilePaused, GOOD_CARD, '10.49.1.3')).statusCode).toBe(409);
    // The documented way for the platform to clear a store at once.
    await app.db.execute(`DELETE FROM store_card_pauses WHERE store_id = ${store.storeId}`);
    expect((await sendCard(world.staff, store, whilePaused, GOOD_CARD, '10.49.1.3')).statusCode).toBe(200);
  });

  it('refuses a fourth card on one phone order before the gateway, and gives approved cards back', async () => {
    const { otherStore, outsider } = world;
    const order = await priced(outsider, otherStore, '10.49.2.1');
    for (let n = 0; n < 3; n += 1) {
      expect((await sendCard(outsider, otherStore, order, DECLINED_CARD, '10.49.2.1')).statusCode).toBe(402);
    }
    const fourth = await sendCard(outsider, otherStore, order, GOOD_CARD, '10.49.2.1');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toMatch(
      new RegExp(`^${CARD_DECLINES_MESSAGE} Please try again in \\d+ minutes?\\.$`),
    );
    expect(await chargesOf(order.orderId)).toEqual([]);

    for (let n = 0; n < 12; n += 1) {
      const paid = await priced(outsider, otherStore, '10.49.2.1');
      expect((await sendCard(outsider, otherStore, paid, GOOD_CARD, '10.49.2.1')).statusCode).toBe(200);
    }
    const counted = await counts();
    expect(counted[`card-declines:staff:${outsider.id}`]).toBe(4);
    expect(counted[`card-declines:store:${otherStore.storeId}`]).toBe(4);
    const [anyPause] = await app.db
      .select()
      .from(storeCardPauses)
      .where(eq(storeCardPauses.storeId, otherStore.storeId));
    expect(anyPause).toBeUndefined();
  });
});

describe('the card pause follows its configuration', async () => {
  const app = await buildTestApp({ CARD_PAUSE_DECLINES: '2', CARD_PAUSE_HOURS: '3' });
  const { store, owner } = await insertPortalWorld(app);

  it('pauses after CARD_PAUSE_DECLINES declines, for CARD_PAUSE_HOURS', async () => {
    const answers: number[] = [];
    for (let n = 0; n < 3; n += 1) {
      const order = { ...pickupOrder(store), customer: CALLER as OrderJsonInput['customer'] };
      const priced = await app.inject({
        method: 'POST',
        url: `/api/staff/stores/${store.storeId}/calculateOrder`,
        remoteAddress: '10.49.3.1',
        headers: { ...owner.headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ orderjson: JSON.stringify(order) }).toString(),
      });
      const sent = await app.inject({
        method: 'POST',
        url: `/api/staff/stores/${store.storeId}/sendOrder`,
        remoteAddress: '10.49.3.1',
        headers: { ...owner.headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          order: encodeURIComponent(JSON.stringify({ ...order, orderId: priced.json().data.orderId })),
          paymentstatus: 'CREDIT',
          creditCardInfo: JSON.stringify(DECLINED_CARD),
        }).toString(),
      });
      answers.push(sent.statusCode);
    }
    expect(answers).toEqual([402, 402, 409]);
    const [pause] = await app.db
      .select()
      .from(storeCardPauses)
      .where(eq(storeCardPauses.storeId, store.storeId));
    expect(pause!.pausedUntil.getTime() - pause!.pausedAt.getTime()).toBe(3 * HOUR_MS);
  });
});
