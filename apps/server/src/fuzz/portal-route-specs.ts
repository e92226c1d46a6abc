import { id, text, type RouteSpec } from './route-spec.js';

const token: RouteSpec['fields'][number] = {
  name: 'token',
  kind: text(200),
  required: true,
  blanks: ['', '   '],
};

/** Live stream tickets and staff invitations (modules/portal). */
export const PORTAL_ROUTES: RouteSpec[] = [
  {
    url: '/api/portal/events/ticket',
    methods: ['POST'],
    params: 'query',
    auth: 'restaurant',
    anyAccount: true,
    fields: [],
    valid: () => ({}),
  },
  {
    url: '/api/trackOrder/events/ticket',
    methods: ['POST'],
    params: 'query',
    auth: 'required',
    fields: [],
    valid: () => ({}),
  },
  {
    url: '/api/portal/invitations/preview',
    methods: ['POST'],
    params: 'body',
    auth: 'none',
    fields: [token],
    valid: (world) => ({ token: world.invitation.token }),
  },
  {
    // The link is the invitee's to use from any account, so a valid accept would join the store: the fuzzing
    // sends a token no invitation has, and every answer must be a clean refusal that writes nothing.
    url: '/api/portal/invitations/accept',
    methods: ['POST'],
    params: 'body',
    auth: 'restaurant',
    fields: [token],
    valid: () => ({ token: 'no-invitation-has-this-token' }),
  },
  {
    url: '/api/portal/stores/:storeId/invitations/:invitationId',
    pathOf: (world) => `/api/portal/stores/${world.store.storeId}/invitations/${world.invitation.id}`,
    methods: ['DELETE'],
    params: 'query',
    auth: 'restaurant',
    fields: [],
    valid: () => ({}),
    breaks: ['bad-path-id'],
  },
  // The world's order is not completed: a well-formed rating is refused 409 too, so nothing is ever written.
  {
    url: '/api/orders/:orderId/rating',
    pathOf: (world) => `/api/orders/${world.placedOrderId}/rating`,
    methods: ['GET'],
    params: 'query',
    auth: 'required',
    fields: [],
    valid: () => ({}),
  },
  {
    url: '/api/orders/:orderId/rating',
    pathOf: (world) => `/api/orders/${world.placedOrderId}/rating`,
    methods: ['POST'],
    params: 'body',
    auth: 'required',
    fields: [
      { name: 'stars', kind: id, required: true },
      { name: 'comment', kind: text(500) },
    ],
    valid: () => ({ stars: 4, comment: 'Hot and on time' }),
  },
  {
    url: '/api/portal/stores/:storeId/ratings',
    pathOf: (world) => `/api/portal/stores/${world.store.storeId}/ratings`,
    methods: ['GET'],
    params: 'query',
    auth: 'restaurant',
    fields: [{ name: 'before', kind: id }],
    valid: () => ({}),
  },
];
