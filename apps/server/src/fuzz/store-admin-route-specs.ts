import { flag, text, type RouteSpec } from './route-spec.js';
import type { FuzzWorld } from './fuzz-world.js';

const storePath = (tail: string) => (world: FuzzWorld) => `/api/portal/stores/${world.store.storeId}/${tail}`;
const ownerPost = (tail: string, fields: RouteSpec['fields'], valid: RouteSpec['valid']): RouteSpec => ({
  url: `/api/portal/stores/:storeId/${tail}`,
  pathOf: storePath(tail),
  methods: ['POST'],
  params: 'body',
  auth: 'restaurant',
  fields,
  valid,
});

/** The owner's store settings and hours (modules/store-admin). */
export const STORE_ADMIN_ROUTES: RouteSpec[] = [
  {
    url: '/api/portal/stores/:storeId/table-codes',
    pathOf: storePath('table-codes'),
    methods: ['GET'],
    params: 'query',
    auth: 'restaurant',
    fields: [{ name: 'tables', kind: text(10) }],
    valid: () => ({ tables: 3 }),
  },
  ownerPost(
    'store-settings',
    [
      { name: 'name', kind: text(120), blanks: ['', '   '] },
      { name: 'description', kind: text(2000) },
      { name: 'keyword', kind: text(500) },
      { name: 'taxRate', kind: text(20) },
      { name: 'mRate', kind: text(20) },
      { name: 'minDelivery', kind: text(20) },
      { name: 'receiveTip', kind: flag },
      { name: 'specialRequestAvailable', kind: flag },
    ],
    () => ({
      name: 'Fuzz Grill',
      description: 'Fuzzed',
      keyword: 'Burgers',
      taxRate: 0.09,
      mRate: 1.1,
      minDelivery: 12,
      receiveTip: 'true',
    }),
  ),
  ownerPost('hours', [{ name: 'lastOrderMinutes', kind: text(20) }], () => ({ lastOrderMinutes: 20 })),
  ownerPost(
    'hour-overrides',
    [
      { name: 'date', kind: text(10), required: true, blanks: ['', '   '] },
      { name: 'closed', kind: flag, required: true },
    ],
    () => ({ date: '2099-12-25', closed: 'true' }),
  ),
];
