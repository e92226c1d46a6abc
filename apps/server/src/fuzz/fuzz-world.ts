import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { paymentProfiles } from '@/db/schema/index.js';
import {
  DECLINED_CARD,
  GOOD_CARD,
  calculate,
  insertStoreFixture,
  insertUserFixture,
  pickupOrder,
  placeThroughApi,
  send,
  type UserFixture,
} from '@/modules/orders/orders-fixtures.js';
import { giveStoreRole, signUpOwner } from '@/modules/owners/owners-fixtures.js';
import { outboxMailsTo } from '@/testing/outbox-mails.js';

/** The contract's sandbox cards: none may be found in the database, logs, outbox or answers. */
export const TEST_CARD_NUMBERS = [
  '4111111111111111',
  '5555555555554444',
  '378282246310005',
  '6011111111111117',
  '4000000000000002',
];

const card = (cardnumber: string, cvv = '123') => ({ ...GOOD_CARD, cardnumber, cvv });

async function profileIdsOf(app: FastifyInstance, userId: number) {
  const rows = await app.db
    .select({ id: paymentProfiles.id, isDefault: paymentProfiles.isDefault })
    .from(paymentProfiles)
    .where(eq(paymentProfiles.userId, userId));
  return rows.sort((a, b) => Number(b.isDefault) - Number(a.isDefault)).map((row) => row.id);
}

async function pendingOrderOf(app: FastifyInstance, user: UserFixture, store: { storeId: number } & object) {
  const response = await calculate(app, pickupOrder(store as never), user);
  return response.json<{ data: { orderId: number } }>().data.orderId;
}

/** A restaurant account through the API; OWNER of `storeId` when one is given. */
async function restaurantAccountOf(app: FastifyInstance, storeId: number | null) {
  const account = await signUpOwner(app);
  if (storeId !== null) {
    await giveStoreRole(app, { storeId, ownerId: account.id, role: 'OWNER' });
  }
  return { ownerId: account.id, token: account.accessToken };
}

const INVITEE = 'fuzz-invitee@orderlane.test';

/** A staff invitation the restaurant account sent through the API: its id and the token of its mailed link. */
async function pendingInvitationOf(app: FastifyInstance, storeId: number, restaurantToken: string) {
  const members = `/api/portal/stores/${storeId}/members`;
  const headers = { authorization: `Bearer ${restaurantToken}` };
  await app.inject({ method: 'POST', url: members, headers, payload: { email: INVITEE, role: 'STAFF' } });
  const listed = await app.inject({ method: 'GET', url: members, headers });
  const [invitation] = listed.json<{ data: { invitations: { invitationId: number }[] } }>().data.invitations;
  const mail = (await outboxMailsTo(app, INVITEE)).at(-1);
  const token = /#token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1];
  if (!invitation || !token) {
    throw new Error(`the fuzz world's invitation was not sent: ${listed.body}`);
  }
  return { id: invitation.invitationId, token };
}

/**
 * Two diners at one store: the owner, whose orders, saved cards and session the fuzzing aims at, and an
 * intruder with a session of their own. Every test card goes through checkout once, so the leak check
 * at the end has something to find if a card number were kept anywhere. The store's restaurant account has one
 * staff invitation waiting.
 */
export async function buildFuzzWorld(app: FastifyInstance) {
  const store = await insertStoreFixture(app.db);
  const owner = await insertUserFixture(app.db);
  const intruder = await insertUserFixture(app.db);

  const placedOrderId = await placeThroughApi(app, owner, pickupOrder(store), { saveCard: true });
  await placeThroughApi(app, owner, pickupOrder(store), {
    saveCard: true,
    card: card('5555 5555 5555 4444'),
  });
  await placeThroughApi(app, owner, pickupOrder(store), { card: card('3782 822463 10005', '1234') });
  await placeThroughApi(app, owner, pickupOrder(store), { card: card('6011 1111 1111 1117') });
  const declinedOrderId = await pendingOrderOf(app, owner, store);
  await send(app, owner, { ...pickupOrder(store), orderId: declinedOrderId }, { card: DECLINED_CARD });
  await placeThroughApi(app, intruder, pickupOrder(store), { saveCard: true });

  const restaurant = await restaurantAccountOf(app, store.storeId);
  const otherRestaurant = await restaurantAccountOf(app, null);
  const invitation = await pendingInvitationOf(app, store.storeId, restaurant.token);

  const [defaultProfileId, otherProfileId] = await profileIdsOf(app, owner.userId);
  const [intruderProfileId] = await profileIdsOf(app, intruder.userId);
  return {
    store,
    owner,
    intruder,
    restaurant,
    otherRestaurant,
    invitation,
    placedOrderId,
    pendingOrderId: await pendingOrderOf(app, owner, store),
    intruderPendingOrderId: await pendingOrderOf(app, intruder, store),
    defaultProfileId: defaultProfileId!,
    otherProfileId: otherProfileId!,
    intruderProfileId: intruderProfileId!,
  };
}

export type FuzzWorld = Awaited<ReturnType<typeof buildFuzzWorld>>;
