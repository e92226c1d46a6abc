import {
  cardFeeCents,
  chargedFiguresOf,
  payoutWeekStart,
  toStoreLocalTime,
  type OrderJsonInput,
} from '@orderlane/domain';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderRefunds, orders, sandboxCharges, sandboxRefunds } from '@/db/schema/index.js';
import {
  burgerLine,
  calculate,
  insertStoreFixture,
  insertUserFixture,
  pickupOrder,
  send,
  type UserFixture,
} from '@/modules/orders/orders-fixtures.js';
import { giveStoreRole, signUpOwner } from '@/modules/owners/owners-fixtures.js';
import { portalCall } from '@/modules/portal/portal-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';

const CUSTOMER = {
  firstName: 'Ada',
  lastName: 'Diner',
  phoneNumber: '(312) 555-0199',
  email: 'ada@orderlane.test',
  address: '100 E Randolph St',
  city: 'Chicago',
  state: 'IL',
  zip: '60601',
} as OrderJsonInput['customer'];
const CHICAGO = 'America/Chicago';
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Who orders: a first-timer (the first-order promo), a diner with reward credit, one with a $5 referral credit. */
const DINERS = [
  { orderCount: 0, rewardBalanceCents: 0 },
  { orderCount: 4, rewardBalanceCents: 350 },
  { orderCount: 1, rewardBalanceCents: 500 },
  { orderCount: 6, rewardBalanceCents: 0 },
] as const;

const action = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('order' as const),
      diner: fc.integer({ min: 0, max: DINERS.length - 1 }),
      how: fc.constantFrom('card-pickup', 'card-delivery', 'card-dine-in', 'in-store-dine-in'),
      quantity: fc.integer({ min: 1, max: 3 }),
      tip: fc.constantFrom(0, 1, 2.5),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('board' as const),
      order: fc.nat(),
      step: fc.constantFrom('accept', 'ready', 'complete', 'reject', 'cancel'),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      order: fc.nat(),
      share: fc.constantFrom(0.1, 0.33, 0.5, 1),
    }),
  },
);
type Action = typeof action extends fc.Arbitrary<infer T> ? T : never;

/** Every run starts with one of each kind, so each is covered whatever the random part draws. */
const EVERY_KIND: Action[] = [
  { kind: 'order', diner: 0, how: 'card-pickup', quantity: 2, tip: 1 }, // first order: promo
  { kind: 'order', diner: 1, how: 'card-delivery', quantity: 2, tip: 0 }, // reward credit
  { kind: 'order', diner: 2, how: 'in-store-dine-in', quantity: 1, tip: 0 }, // $5 referral credit
  { kind: 'order', diner: 3, how: 'card-dine-in', quantity: 1, tip: 2.5 },
  { kind: 'board', order: 0, step: 'accept' },
  { kind: 'refund', order: 0, share: 0.33 }, // a partial refund
  { kind: 'board', order: 1, step: 'reject' }, // a void
  { kind: 'board', order: 3, step: 'accept' },
  { kind: 'board', order: 3, step: 'cancel' },
  { kind: 'board', order: 2, step: 'accept' },
];

/**
 * Issue 50 item 4: a week of random orders of every kind through the API (card and pay in store; pickup,
 * delivery, dine-in; promo, reward and referral credit; rejections, cancellations, partial and whole refunds).
 * The week's statement reconciles to the cent with the sandbox gateway's own ledger (captured - refunded), its
 * fees are those of the charges that were not voided, the platform pays every credit of the orders kept, and the
 * sales-tax report equals the orders' tax less the tax given back.
 */
describe('the statement reconciles with the gateway’s ledger (property, through the API)', async () => {
  const app = await buildTestApp({ RATE_LIMIT_EXEMPT_IPS: '127.0.0.1' });

  async function world() {
    const store = await insertStoreFixture(app.db, { name: 'Ledger Grill' });
    const owner = await signUpOwner(app);
    await giveStoreRole(app, { storeId: store.storeId, ownerId: owner.id, role: 'OWNER' });
    const diners: UserFixture[] = [];
    for (const standing of DINERS) {
      diners.push(await insertUserFixture(app.db, { ...standing }));
    }
    return { store, owner, diners, orderIds: [] as number[] };
  }
  type World = Awaited<ReturnType<typeof world>>;

  async function run(w: World, step: Action) {
    if (step.kind === 'order') {
      const table = { tableName: 'T2', tableToken: app.tableTokens.sign(w.store.storeId, 'T2') };
      const order = pickupOrder(w.store, {
        customer: CUSTOMER,
        tip: step.tip,
        orderItems: [burgerLine(w.store, { quantity: step.quantity })],
        ...(step.how === 'card-delivery' ? { orderType: 'DELIVERY' as const } : {}),
        ...(step.how.endsWith('dine-in') ? { orderType: 'DINE_IN' as const, ...table } : {}),
        ...(step.how === 'in-store-dine-in' ? { orderPaymentMethod: 'IN_STORE' as const } : {}),
      });
      const diner = w.diners[step.diner]!;
      const priced = await calculate(app, order, diner);
      const orderId = priced.json<{ data?: { orderId?: number } }>().data?.orderId;
      if (priced.statusCode !== 200 || !orderId) {
        return;
      }
      const cash = step.how === 'in-store-dine-in';
      const placed = await send(
        app,
        diner,
        { ...order, orderId },
        cash ? { paymentstatus: 'CASH', card: null } : {},
      );
      expect(placed.statusCode, placed.body).toBeLessThan(500);
      if (placed.statusCode === 200) {
        w.orderIds.push(orderId);
      }
      return;
    }
    if (w.orderIds.length === 0) {
      return;
    }
    const orderId = w.orderIds[step.order % w.orderIds.length]!;
    if (step.kind === 'board') {
      const body = step.step === 'reject' || step.step === 'cancel' ? { reason: 'TOO_BUSY' } : {};
      const response = await portalCall(app, w.owner, 'POST', `/portal/orders/${orderId}/${step.step}`, body);
      // Steps out of order are refused with a sentence, never a 5xx.
      expect(response.statusCode, response.body).toBeLessThan(500);
      return;
    }
    const [row] = await app.db.select().from(orders).where(eq(orders.id, orderId));
    const given = sum(
      (await app.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)))
        .filter((refund) => refund.status !== 'FAILED')
        .map((refund) => refund.amountCents),
    );
    const left = (row!.chargedCents ?? 0) - given;
    const cents = Math.max(1, Math.round(left * step.share));
    const response = await portalCall(app, w.owner, 'POST', `/portal/orders/${orderId}/refund`, {
      amount: (cents / 100).toFixed(2),
      reason: 'Cold fries',
    });
    expect(response.statusCode, response.body).toBeLessThan(500);
  }

  async function check(w: World, startedAt: Date) {
    const path = `/portal/stores/${w.store.storeId}`;
    // The orders went in this week; a run that crosses Wednesday 00:00 reads both weeks.
    const weeks = [
      ...new Set([startedAt, new Date()].map((at) => payoutWeekStart(at, CHICAGO).toISODate()!)),
    ];
    const totals = { charges: 0, voids: 0, refunds: 0, fees: 0, credit: 0, payout: 0 };
    for (const week of weeks) {
      const response = await portalCall(app, w.owner, 'GET', `${path}/statement?week=${week}`);
      expect(response.statusCode, response.body).toBe(200);
      const { totals: t, transactions } = response.json().data;
      totals.charges += t.chargesCents;
      totals.voids += t.voidsCents;
      totals.refunds += t.refundsCents;
      totals.fees += t.cardFeesCents;
      totals.credit += t.rewardCreditCents + t.promoCents;
      totals.payout += t.payoutCents;
      expect(
        sum(
          transactions
            .filter((row: { inPayout: boolean }) => row.inPayout)
            .map((row: { amountCents: number }) => row.amountCents),
        ),
      ).toBe(t.payoutCents);
    }

    const rows = await app.db.select().from(orders).where(eq(orders.storeId, w.store.storeId));
    const placed = rows.filter((row) => row.placedAt !== null && row.status !== 'PAYMENT_FAILED');
    const transactionIds = placed.map((row) => row.paymentTransactionId).filter((id): id is string => !!id);
    const charges =
      transactionIds.length === 0
        ? []
        : await app.db
            .select()
            .from(sandboxCharges)
            .where(inArray(sandboxCharges.transactionId, transactionIds));
    const credits =
      transactionIds.length === 0
        ? []
        : await app.db
            .select()
            .from(sandboxRefunds)
            .where(inArray(sandboxRefunds.transactionId, transactionIds));
    const captured = charges.filter((charge) => charge.status === 'CAPTURED');

    // The gateway's ledger: what it captured less what it credited back.
    expect(totals.charges - totals.voids - totals.refunds).toBe(
      sum(captured.map((charge) => charge.amountCents)) - sum(credits.map((credit) => credit.amountCents)),
    );
    // Every charge is listed; fees only on the charges not voided.
    expect(totals.charges).toBe(sum(charges.map((charge) => charge.amountCents)));
    expect(totals.fees).toBe(sum(captured.map((charge) => cardFeeCents(charge.amountCents))));
    // The platform pays the credit and promos of every order kept, never the store.
    const kept = placed.filter((row) => row.status !== 'REJECTED');
    expect(totals.credit).toBe(
      sum(
        kept.map(
          (row) =>
            row.rewardSpentCents +
            (row.discountKind === 'NEW_CUSTOMER_PROMO' ? Number(row.mOrder.discountCents) : 0),
        ),
      ),
    );
    expect(totals.payout).toBe(totals.charges - totals.voids - totals.refunds - totals.fees + totals.credit);

    // Sales tax: each order's tax (of the prices it was charged at) less the tax its voids and refunds gave back.
    const refunds = await app.db
      .select()
      .from(orderRefunds)
      .where(inArray(orderRefunds.orderId, placed.length ? placed.map((row) => row.id) : [0]));
    const expectedTax = sum(
      placed.map((row) => {
        const tax = chargedFiguresOf(row).taxCents;
        if (row.paymentStatus === 'CASH') {
          return row.status === 'REJECTED' ? 0 : tax;
        }
        const own = refunds.filter((refund) => refund.orderId === row.id);
        if (own.some((refund) => refund.status === 'VOIDED')) {
          return 0;
        }
        const back = sum(
          own.filter((refund) => refund.status === 'REFUNDED').map((refund) => refund.amountCents),
        );
        return tax - Math.round((tax * back) / row.chargedCents!);
      }),
    );
    const from = toStoreLocalTime(startedAt, CHICAGO).slice(0, 10);
    const to = toStoreLocalTime(new Date(), CHICAGO).slice(0, 10);
    const tax = await portalCall(app, w.owner, 'GET', `${path}/sales-tax?from=${from}&to=${to}`);
    expect(tax.statusCode, tax.body).toBe(200);
    expect(tax.json().data.totals.netTaxCents).toBe(expectedTax);
    expect(tax.json().data.totals.orders).toBe(
      placed.filter((row) => row.paymentStatus === 'CREDIT' || row.status !== 'REJECTED').length,
    );
  }

  it('for random weeks of orders, voids, cancellations and refunds', { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 4, maxLength: 24 }), async (random) => {
        const startedAt = new Date();
        const w = await world();
        for (const step of [...EVERY_KIND, ...random]) {
          await run(w, step);
        }
        await check(w, startedAt);
      }),
      { numRuns: 6 },
    );
  });
});
