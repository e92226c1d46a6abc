import { CLIENT_EVENT_NAMES } from '@/modules/analytics/analytics-service.js';
import { GOOD_CARD, pickupOrder } from '@/modules/orders/orders-fixtures.js';
import { id, flag, session, ADDRESS, signedIn, type RouteSpec } from './route-spec.js';

/** Delivery, pricing, placing, saved cards, order history and analytics events. */
export const ORDERING_ROUTES: RouteSpec[] = [
  {
    url: '/api/getDeliveryAvailability',
    methods: ['POST'],
    params: 'either',
    auth: 'none',
    fields: [
      { name: 'restaurantInfoId', kind: id, required: true },
      { name: 'customerjson', kind: { kind: 'json', payload: 'customer' }, required: true },
    ],
    valid: (world) => ({ restaurantInfoId: world.store.storeId, customerjson: { ...ADDRESS } }),
  },
  {
    url: '/api/calculateOrder',
    methods: ['POST'],
    params: 'either',
    auth: 'optional',
    fields: [
      ...session,
      { name: 'orderjson', kind: { kind: 'json', payload: 'order' }, required: true },
      { name: 'locale', kind: { kind: 'enum', values: ['en', 'zh-CN'] } },
    ],
    valid: (world) => ({ orderjson: pickupOrder(world.store) }),
  },
  {
    url: '/api/sendOrderV2',
    methods: ['POST'],
    params: 'either',
    auth: 'required',
    fields: [
      ...session,
      { name: 'order', kind: { kind: 'json', payload: 'order' }, required: true },
      { name: 'creditCardInfo', kind: { kind: 'json', payload: 'card' }, required: true },
      { name: 'paymentstatus', kind: { kind: 'enum', values: ['CREDIT', 'CASH'] }, required: true },
      { name: 'saveCard', kind: flag },
      { name: 'locale', kind: { kind: 'enum', values: ['en', 'zh-CN'] } },
    ],
    valid: (world) => ({
      order: { ...pickupOrder(world.store), orderId: world.pendingOrderId },
      creditCardInfo: { ...GOOD_CARD },
      paymentstatus: 'CREDIT',
    }),
    breaks: ['cash-for-pickup'],
    secretFields: ['creditCardInfo'],
  },
  signedIn('/api/getUserPaymentProfiles'),
  {
    ...signedIn(
      '/api/setDefaultUserPaymentProfile',
      [{ name: 'userPaymentProfileId', kind: id, required: true }],
      (world) => ({
        userPaymentProfileId: world.otherProfileId,
      }),
    ),
  },
  {
    ...signedIn(
      '/api/deleteUserPaymentProfile',
      [{ name: 'userPaymentProfileId', kind: id, required: true }],
      (world) => ({
        userPaymentProfileId: world.otherProfileId,
      }),
    ),
  },
  {
    ...signedIn('/api/mobile/searchOrderHistory', [
      { name: 'online', kind: { kind: 'enum', values: ['true', 'false'] } },
    ]),
    params: 'query',
  },
  {
    ...signedIn('/api/searchOrders', [{ name: 'orderId', kind: id, required: true }], (world) => ({
      orderId: world.placedOrderId,
    })),
    params: 'query',
  },
  {
    url: '/api/analytics/events',
    methods: ['POST'],
    params: 'body',
    auth: 'optional',
    fields: [
      { name: 'name', kind: { kind: 'enum', values: CLIENT_EVENT_NAMES }, required: true },
      { name: 'storeId', kind: id },
      { name: 'payload', kind: { kind: 'json', payload: 'eventPayload' } },
    ],
    valid: (world) => ({ name: 'page_view', storeId: world.store.storeId, payload: { path: '/store' } }),
  },
];
