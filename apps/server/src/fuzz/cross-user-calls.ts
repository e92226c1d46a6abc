import type { InjectOptions } from 'fastify';
import fc from 'fast-check';
import { GOOD_CARD, pickupOrder } from '@/modules/orders/orders-fixtures.js';
import type { FuzzWorld } from './fuzz-world.js';

type Channel = 'bearer' | 'query' | 'form' | 'json';
type UserIdSent = 'none' | 'owner' | 'intruder';

interface CrossUserCall {
  name: string;
  url: string;
  /** Routes that read the query string only. */
  queryOnly?: boolean;
  params: (world: FuzzWorld) => Record<string, unknown>;
}

const order = (world: FuzzWorld, orderId: number) =>
  encodeURIComponent(JSON.stringify({ ...pickupOrder(world.store), orderId }));

/** Every call that takes an id of a person's order, card or account, aimed at the owner's. */
export const CROSS_USER_CALLS: CrossUserCall[] = [
  {
    name: "detail of the owner's placed order",
    url: '/api/searchOrders',
    queryOnly: true,
    params: (w) => ({ orderId: w.placedOrderId }),
  },
  {
    name: "detail of the owner's pending order",
    url: '/api/searchOrders',
    queryOnly: true,
    params: (w) => ({ orderId: w.pendingOrderId }),
  },
  {
    name: "the owner's order history",
    url: '/api/mobile/searchOrderHistory',
    queryOnly: true,
    params: () => ({ online: 'true' }),
  },
  {
    name: "make the owner's other card default",
    url: '/api/setDefaultUserPaymentProfile',
    params: (w) => ({ userPaymentProfileId: w.otherProfileId }),
  },
  {
    name: "delete the owner's default card",
    url: '/api/deleteUserPaymentProfile',
    params: (w) => ({ userPaymentProfileId: w.defaultProfileId }),
  },
  {
    name: "delete the owner's other card",
    url: '/api/deleteUserPaymentProfile',
    params: (w) => ({ userPaymentProfileId: w.otherProfileId }),
  },
  { name: "list the owner's cards", url: '/api/getUserPaymentProfiles', params: () => ({}) },
  {
    name: "place the owner's pending order",
    url: '/api/sendOrderV2',
    params: (w) => ({
      order: order(w, w.pendingOrderId),
      creditCardInfo: JSON.stringify(GOOD_CARD),
      paymentstatus: 'CREDIT',
    }),
  },
  {
    name: "resend the owner's placed order",
    url: '/api/sendOrderV2',
    params: (w) => ({
      order: order(w, w.placedOrderId),
      creditCardInfo: JSON.stringify(GOOD_CARD),
      paymentstatus: 'CREDIT',
    }),
  },
  {
    name: "pay with the owner's saved card",
    url: '/api/sendOrderV2',
    params: (w) => ({
      order: order(w, w.intruderPendingOrderId),
      creditCardInfo: JSON.stringify({ userPaymentProfileId: w.defaultProfileId }),
      paymentstatus: 'CREDIT',
    }),
  },
  { name: "read the owner's account", url: '/api/user/getByAccessToken', params: () => ({}) },
  { name: "the owner's referral reference", url: '/api/user/referralReference', params: () => ({}) },
  {
    name: "change the owner's profile",
    url: '/api/user/updateUser',
    params: () => ({
      optIn: 'true',
      userInfos: JSON.stringify([{ firstName: 'Mallory', lastName: 'Intruder' }]),
    }),
  },
  {
    name: "change the owner's password",
    url: '/api/user/changePassword',
    params: () => ({ oldPassword: 'unused', newPassword: 'a stolen new password' }),
  },
  { name: 'sign the owner out', url: '/api/user/logout', params: () => ({}) },
];

export interface CrossUserAttempt {
  label: string;
  request: InjectOptions;
}

/**
 * The intruder's session on every channel (Bearer, accessToken in the query, form or JSON body), naming the
 * owner's user id, their own, or none. Calls on the owner's account itself only make sense naming the owner.
 */
export function crossUserAttempts(world: FuzzWorld): fc.Arbitrary<CrossUserAttempt> {
  return fc
    .tuple(
      fc.constantFrom(...CROSS_USER_CALLS),
      fc.constantFrom<Channel>('bearer', 'query', 'form', 'json'),
      fc.constantFrom<UserIdSent>('none', 'owner', 'intruder'),
    )
    .filter(([call, , userId]) => !isAccountWide(call) || userId === 'owner')
    .map(([call, channel, userIdSent]) => {
      const params: Record<string, unknown> = { ...call.params(world) };
      const credentials: Record<string, unknown> = {};
      if (userIdSent !== 'none') {
        credentials.userId = userIdSent === 'owner' ? world.owner.userId : world.intruder.userId;
      }
      const headers: Record<string, string> = {};
      if (channel === 'bearer') {
        headers.authorization = `Bearer ${world.intruder.token}`;
      } else {
        credentials.accessToken = world.intruder.token;
      }
      // The session rides in the query string on that channel; card data never does.
      const inQuery = call.queryOnly ? { ...params, ...credentials } : channel === 'query' ? credentials : {};
      const inBody = call.queryOnly ? {} : channel === 'query' ? params : { ...params, ...credentials };
      const query = toText(inQuery);
      const url = query ? `${call.url}?${query}` : call.url;
      const request: InjectOptions =
        channel === 'json'
          ? {
              method: 'POST',
              url,
              headers: { ...headers, 'content-type': 'application/json' },
              payload: JSON.stringify(inBody),
            }
          : {
              method: 'POST',
              url,
              headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
              payload: toText(inBody),
            };
      return { label: `${call.name} (${channel}, userId ${userIdSent})`, request };
    });
}

const toText = (fields: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(fields).map(([name, value]): [string, string] => [name, String(value)]),
  ).toString();

/** Calls whose target is the account itself: only an explicit owner userId points them at the owner. */
function isAccountWide(call: CrossUserCall) {
  return [
    '/api/mobile/searchOrderHistory',
    '/api/getUserPaymentProfiles',
    '/api/user/getByAccessToken',
    '/api/user/referralReference',
    '/api/user/updateUser',
    '/api/user/changePassword',
    '/api/user/logout',
  ].includes(call.url);
}
