import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { OrderJsonInput } from '@orderlane/domain';
import {
  calculate,
  insertStoreFixture,
  insertUserFixture,
  pickupOrder,
  send,
  type StoreFixture,
  type UserFixture,
} from '@/modules/orders/orders-fixtures.js';
import { giveStoreRole, type SignedUpOwner } from '@/modules/owners/owners-fixtures.js';
import { portalCall } from '@/modules/portal/portal-fixtures.js';
import { releaseHeldRewardCredit } from './rewards-service.js';

const DAY_MS = 24 * 60 * 60 * 1000;
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

export const DINER_BALANCES = [0, 300, 800] as const;

/**
 * Three stores, each run by its own owner: a new one (its credit held) that stored a 20% rate before the
 * ceiling existed, and two established ones; three diners: a new one (first-order promo) and two with credit.
 */
export async function insertMoneyWorld(app: FastifyInstance, owners: SignedUpOwner[]) {
  const stores = [
    await insertStoreFixture(app.db, { name: 'New Grill', createdAt: new Date(), rewardRate: 0.2 }),
    await insertStoreFixture(app.db, { name: 'Old Grill', rewardRate: 0.05 }),
    await insertStoreFixture(app.db, { name: 'Corner Grill', rewardRate: 0.1 }),
  ];
  for (const [index, store] of stores.entries()) {
    await giveStoreRole(app, { storeId: store.storeId, ownerId: owners[index]!.id, role: 'OWNER' });
  }
  const diners: UserFixture[] = [];
  for (const balance of DINER_BALANCES) {
    diners.push(
      await insertUserFixture(app.db, { orderCount: balance > 0 ? 3 : 0, rewardBalanceCents: balance }),
    );
  }
  return { stores, owners, diners, orderIds: [] as number[] };
}
export type MoneyWorld = Awaited<ReturnType<typeof insertMoneyWorld>>;

const storeIndex = fc.integer({ min: 0, max: 2 });

/** What restaurants do (rates, prices, order types, the board) and what diners do (order at any store). */
export const moneyAction = fc.oneof(
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('rate' as const),
      store: storeIndex,
      rate: fc.constantFrom(0, 0.05, 0.1, 0.2, 0.5),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('price' as const),
      store: storeIndex,
      dollars: fc.constantFrom(2, 10, 1000, 10_000),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('orderType' as const),
      store: storeIndex,
      type: fc.constantFrom('PICK_UP' as const, 'DINE_IN' as const, 'DELIVERY' as const),
      available: fc.boolean(),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('order' as const),
      diner: fc.integer({ min: 0, max: 2 }),
      store: storeIndex,
      how: fc.constantFrom(
        'card-pickup' as const,
        'card-dine-in' as const,
        'in-store-dine-in' as const,
        'card-delivery' as const,
      ),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('board' as const),
      order: fc.nat(),
      step: fc.constantFrom('accept', 'ready', 'complete', 'reject'),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('payoutClears' as const) }) },
);
export type MoneyAction = typeof moneyAction extends fc.Arbitrary<infer T> ? T : never;

function orderFor(app: FastifyInstance, store: StoreFixture, how: string): OrderJsonInput {
  const base = { customer: CUSTOMER, orderItems: [{ ...pickupOrder(store).orderItems[0]!, quantity: 2 }] };
  if (how === 'card-delivery') {
    return pickupOrder(store, { ...base, orderType: 'DELIVERY' });
  }
  if (how === 'card-pickup') {
    return pickupOrder(store, base);
  }
  const table = { tableName: 'T4', tableToken: app.tableTokens.sign(store.storeId, 'T4') };
  const payment = how === 'in-store-dine-in' ? { orderPaymentMethod: 'IN_STORE' as const } : {};
  return pickupOrder(store, { ...base, orderType: 'DINE_IN', ...table, ...payment });
}

/** Runs one action through the API; refusals (400, 402, 409) are part of the game and change nothing. */
export async function runMoneyAction(app: FastifyInstance, world: MoneyWorld, action: MoneyAction) {
  switch (action.kind) {
    case 'rate':
    case 'orderType': {
      const body =
        action.kind === 'rate'
          ? { rewardRate: action.rate }
          : {
              orderTypes: [
                {
                  orderType: action.type,
                  available: action.available,
                  minReadyMinutes: 15,
                  maxReadyMinutes: 30,
                },
              ],
            };
      const { storeId } = world.stores[action.store]!;
      await portalCall(
        app,
        world.owners[action.store]!,
        'POST',
        `/portal/stores/${storeId}/store-settings`,
        body,
      );
      return;
    }
    case 'price': {
      const store = world.stores[action.store]!;
      const url = `/portal/stores/${store.storeId}/items/${store.items.burger}`;
      await portalCall(app, world.owners[action.store]!, 'POST', url, { price: action.dollars });
      return;
    }
    case 'order': {
      const diner = world.diners[action.diner]!;
      const order = orderFor(app, world.stores[action.store]!, action.how);
      const priced = await calculate(app, order, diner);
      const orderId = priced.json<{ data?: { orderId?: number } }>().data?.orderId;
      if (priced.statusCode !== 200 || !orderId) {
        return;
      }
      const cash = action.how === 'in-store-dine-in';
      const placed = await send(
        app,
        diner,
        { ...order, orderId },
        cash ? { paymentstatus: 'CASH', card: null } : {},
      );
      if (placed.statusCode === 200) {
        world.orderIds.push(orderId);
      }
      return;
    }
    case 'board': {
      if (world.orderIds.length === 0) {
        return;
      }
      const orderId = world.orderIds[action.order % world.orderIds.length]!;
      // 'complete' walks the whole way (accept, ready, complete): for an in-store order, marking it paid.
      const steps = action.step === 'complete' ? ['accept', 'ready', 'complete'] : [action.step];
      for (const step of steps) {
        // Every store's owner tries: only the order's own store answers other than 403.
        for (const owner of world.owners) {
          const body = step === 'reject' ? { reason: 'TOO_BUSY' } : {};
          await portalCall(app, owner, 'POST', `/portal/orders/${orderId}/${step}`, body);
        }
      }
      return;
    }
    case 'payoutClears':
      await releaseHeldRewardCredit(app.db, new Date(Date.now() + 15 * DAY_MS));
      return;
  }
}
