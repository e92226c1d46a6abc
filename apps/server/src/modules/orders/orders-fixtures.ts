import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { OrderJsonInput, StoreHoursRow } from '@orderlane/domain';
import type { Db } from '@/db/client.js';
import {
  categories,
  deals,
  items,
  optionGroups,
  options,
  storeHours,
  storeOrderTypes,
  stores,
  users,
} from '@/db/schema/index.js';
import { issueAccessToken } from '@/plugins/auth.js';
import { ordersDepsFromApp } from './orders-app-deps.js';
import { createOrdersService, type OrdersServiceDeps } from './orders-service.js';

/** Open all day, every day. */
export const ALWAYS_OPEN: StoreHoursRow[] = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
  dayOfWeek,
  startTime: '00:00',
  endTime: '24:00',
}));
/** Near the centre of ZIP 60601 (downtown Chicago); ZIP 10001 is far out of any radius. */
export const DOWNTOWN = { latitude: 41.8858, longitude: -87.6181 };
export const GOOD_CARD = {
  cardholder: 'Ada Diner',
  cardnumber: '4111 1111 1111 1111',
  expdate: '12/39',
  cvv: '123',
  zipcode: '60601',
};
export const DECLINED_CARD = { ...GOOD_CARD, cardnumber: '4000 0000 0000 0002' };

type StoreOverrides = Partial<typeof stores.$inferInsert>;

/**
 * A store with hours, order types and a small menu: Burger (A1, $10, required Size, optional Extras up to 2),
 * Fries ($3.50), a breakfast-only Taco, an inactive dish, a sold-out Pie, and a $2 OFF deal above $15.
 */
export async function insertStoreFixture(
  db: Db,
  overrides: StoreOverrides = {},
  hours: StoreHoursRow[] = ALWAYS_OPEN,
) {
  const [store] = await db
    .insert(stores)
    .values({
      name: 'Fixture Grill',
      active: true,
      orderlane: true,
      orderlaneDrive: true,
      address: '100 E Randolph St',
      city: 'Chicago',
      state: 'IL',
      zip: '60601',
      ...DOWNTOWN,
      taxRate: 0.1025,
      mRate: 1.15,
      rewardRate: 0.05,
      minDeliveryCents: 1500,
      deliveryRadiusMiles: 5,
      deliveryBaseFeeCents: 299,
      deliveryFeePerMileCents: 50,
      // An established store: the reward credit it gives is not held as a new store's is.
      createdAt: new Date(Date.now() - 365 * 24 * 60 * 60 * 1000),
      ...overrides,
    })
    .returning({ id: stores.id });
  const storeId = store!.id;
  if (hours.length > 0) {
    await db.insert(storeHours).values(hours.map((row) => ({ ...row, storeId })));
  }
  await db.insert(storeOrderTypes).values(
    (['PICK_UP', 'DELIVERY', 'DINE_IN', 'WALK_IN'] as const).map((orderType) => ({
      storeId,
      orderType,
      minReadyMinutes: 15,
      maxReadyMinutes: 30,
    })),
  );
  const [mains] = await db
    .insert(categories)
    .values({ storeId, name: 'Mains', cnName: '主菜' })
    .returning({ id: categories.id });
  const categoryId = mains!.id;
  const itemRows = await db
    .insert(items)
    .values([
      { storeId, categoryId, code: 'A1', name: 'Burger', cnName: '汉堡', priceCents: 1000 },
      { storeId, categoryId, code: '12', name: 'Fries', priceCents: 350 },
      {
        storeId,
        categoryId,
        name: 'Breakfast Taco',
        priceCents: 600,
        availableFrom: '06:00',
        availableUntil: '10:00',
      },
      { storeId, categoryId, name: 'Old Dish', priceCents: 500, active: false },
      { storeId, categoryId, name: 'Pie', priceCents: 400, soldOut: true },
    ])
    .returning({ id: items.id });
  const [burger, fries, taco, inactive, soldOut] = itemRows.map((row) => row.id) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const groupRows = await db
    .insert(optionGroups)
    .values([
      { itemId: burger, name: 'Size', required: true, numOfChoice: 1 },
      {
        itemId: burger,
        name: 'Extras',
        required: false,
        numOfChoice: 2,
        multiQtyAllowed: true,
        displayOrder: 1,
      },
    ])
    .returning({ id: optionGroups.id });
  const [sizeGroup, extrasGroup] = groupRows.map((row) => row.id) as [number, number];
  const optionRows = await db
    .insert(options)
    .values([
      { groupId: sizeGroup, name: 'Regular', priceCents: 0 },
      { groupId: sizeGroup, name: 'Large', priceCents: 200 },
      { groupId: extrasGroup, name: 'Cheese', priceCents: 50 },
      { groupId: extrasGroup, name: 'Bacon', priceCents: 150 },
    ])
    .returning({ id: options.id });
  const [regular, large, cheese, bacon] = optionRows.map((row) => row.id) as [number, number, number, number];
  const [deal] = await db
    .insert(deals)
    .values({
      storeId,
      name: '$2 OFF',
      priceCents: -200,
      startDate: '2020-01-01 00:00:00',
      subTotalCents: 1500,
    })
    .returning({ id: deals.id });
  return {
    storeId,
    items: { burger, fries, taco, inactive, soldOut },
    size: { groupId: sizeGroup, regular, large },
    extras: { groupId: extrasGroup, cheese, bacon },
    dealId: deal!.id,
  };
}
export type StoreFixture = Awaited<ReturnType<typeof insertStoreFixture>>;

/** A diner with a live access token. */
export async function insertUserFixture(db: Db, standing: Partial<typeof users.$inferInsert> = {}) {
  const [user] = await db
    .insert(users)
    .values({
      email: `diner-${randomBytes(6).toString('hex')}@orderlane.test`,
      passwordHash: 'unused',
      ...standing,
    })
    .returning({ id: users.id });
  const token = await issueAccessToken(db, user!.id);
  return { userId: user!.id, token, headers: { authorization: `Bearer ${token}` } };
}
export type UserFixture = Awaited<ReturnType<typeof insertUserFixture>>;

/** One Regular burger: $10.00 plain, $11.50 at marketplace prices. */
export function burgerLine(
  store: StoreFixture,
  overrides: Partial<OrderJsonInput['orderItems'][number]> = {},
) {
  return {
    itemId: store.items.burger,
    quantity: 1,
    restaurantInfoId: store.storeId,
    orderItemsOptions: [{ groupId: store.size.groupId, id: store.size.regular, quantity: 1 }],
    ...overrides,
  };
}

export function pickupOrder(store: StoreFixture, overrides: Partial<OrderJsonInput> = {}): OrderJsonInput {
  return {
    restaurantInfoId: store.storeId,
    orderType: 'PICK_UP',
    orderItems: [burgerLine(store)],
    tip: 0,
    ...overrides,
  };
}

export async function calculate(
  app: FastifyInstance,
  order: OrderJsonInput,
  user?: UserFixture,
  extra: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/calculateOrder',
    headers: { ...user?.headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ orderjson: JSON.stringify(order), ...extra }).toString(),
  });
}

export async function send(
  app: FastifyInstance,
  user: UserFixture,
  order: OrderJsonInput,
  payment: { card?: object | null; paymentstatus?: 'CREDIT' | 'CASH'; saveCard?: boolean } = {},
) {
  const payload: Record<string, string> = {
    order: encodeURIComponent(JSON.stringify(order)),
    paymentstatus: payment.paymentstatus ?? 'CREDIT',
  };
  if (payment.card !== null) {
    payload.creditCardInfo = JSON.stringify(payment.card ?? GOOD_CARD);
  }
  if (payment.saveCard) {
    payload.saveCard = 'true';
  }
  return app.inject({
    method: 'POST',
    url: '/api/sendOrderV2',
    headers: { ...user.headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(payload).toString(),
  });
}

/** Prices and places an order through the API; returns the placed order's id. */
export async function placeThroughApi(
  app: FastifyInstance,
  user: UserFixture,
  order: OrderJsonInput,
  payment: Parameters<typeof send>[3] = {},
) {
  const priced = await calculate(app, order, user);
  const orderId = priced.json<{ data: { orderId: number } }>().data.orderId;
  const placed = await send(app, user, { ...order, orderId }, payment);
  if (placed.statusCode !== 200) {
    throw new Error(`placing failed: ${placed.statusCode} ${placed.body}`);
  }
  return orderId;
}

/** The orders service on the test app's plugins, as the routes build it, with a test's own parts (faults, clock ...). */
export function ordersServiceFor(app: FastifyInstance, overrides: Partial<OrdersServiceDeps> = {}) {
  return createOrdersService({ ...ordersDepsFromApp(app), ...overrides });
}
