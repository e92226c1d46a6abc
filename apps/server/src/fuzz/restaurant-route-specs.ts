import { restaurantInfo } from '@/modules/onboarding/onboarding-fixtures.js';
import { id, text, flag, TRIMMED_BLANKS, email, password, type RouteSpec } from './route-spec.js';
import type { FuzzWorld } from './fuzz-world.js';

const storeOf = (world: FuzzWorld) => world.store.storeId;
const restaurantPost = (url: string, fields: RouteSpec['fields'], valid: RouteSpec['valid']): RouteSpec => ({
  url,
  methods: ['POST'],
  params: 'either',
  auth: 'restaurant',
  fields,
  valid,
});

/** Restaurant accounts and onboarding (spec 001 merchant calls and the portal's owner/... calls). */
export const RESTAURANT_ROUTES: RouteSpec[] = [
  {
    url: '/api/sendCustomEmail',
    methods: ['POST'],
    params: 'either',
    auth: 'none',
    fields: [
      email(true),
      { name: 'name', kind: text(100), blanks: TRIMMED_BLANKS },
      { name: 'store', kind: text(200), blanks: TRIMMED_BLANKS },
      { name: 'phone', kind: text(30), blanks: TRIMMED_BLANKS },
      { name: 'zip', kind: text(10), blanks: TRIMMED_BLANKS },
      { name: 'body', kind: text(20_000) },
      { name: 'variant', kind: { kind: 'enum', values: ['merchant', 'lite'] } },
    ],
    valid: () => ({
      email: 'fuzz-lead@orderlane.test',
      name: 'Fuzz Owner',
      store: 'Fuzz Diner',
      phone: '3125550100',
      zip: '60601',
      variant: 'merchant',
    }),
  },
  {
    url: '/api/signupOwner',
    methods: ['POST'],
    params: 'body',
    auth: 'none',
    fields: [
      email(true),
      { name: 'name', kind: text(100), required: true, blanks: TRIMMED_BLANKS },
      password('password'),
      { name: 'preferredLanguage', kind: { kind: 'enum', values: ['CN', 'EN'] } },
    ],
    valid: () => ({
      email: 'fuzz-new-owner@orderlane.test',
      name: 'Fuzz Owner',
      password: 'a long enough password',
    }),
  },
  {
    url: '/api/saveOwner',
    methods: ['POST'],
    params: 'body',
    auth: 'none',
    fields: [{ name: 'ownerjson', kind: text(5_000), required: true }],
    valid: () => ({
      ownerjson: JSON.stringify({
        name: 'Fuzz Lite',
        email: 'fuzz-lite-owner@orderlane.test',
        username: 'fuzz-lite-owner@orderlane.test',
        password: 'a long enough password',
        phoneNumber: '3125550100',
      }),
    }),
  },
  {
    url: '/api/owner/login',
    methods: ['POST'],
    params: 'body',
    auth: 'none',
    fields: [email(true), password('password')],
    valid: () => ({ email: 'fuzz-new-owner@orderlane.test', password: 'a long enough password' }),
  },
  {
    url: '/api/owner/sendPasswordResetEmail',
    methods: ['POST'],
    params: 'body',
    auth: 'none',
    fields: [email(true)],
    valid: () => ({ email: 'nobody@orderlane.test' }),
  },
  {
    url: '/api/owner/validatePasswordResetToken',
    methods: ['POST'],
    params: 'body',
    auth: 'none',
    fields: [email(true), { name: 'token', kind: text(200), required: true, blanks: TRIMMED_BLANKS }],
    valid: () => ({ email: 'nobody@orderlane.test', token: 'a-token' }),
  },
  {
    url: '/api/owner/resetPassword',
    methods: ['POST'],
    params: 'body',
    auth: 'none',
    fields: [
      email(true),
      { name: 'token', kind: text(200), required: true, blanks: TRIMMED_BLANKS },
      password('newPassword'),
    ],
    valid: () => ({ email: 'nobody@orderlane.test', token: 'a-token', newPassword: 'a new long password' }),
  },
  restaurantPost(
    '/api/saveRestaurantInfoJson',
    [{ name: 'restaurantinfojson', kind: text(5_000), required: true }],
    (world) => ({ restaurantinfojson: JSON.stringify(restaurantInfo(world.restaurant.ownerId)) }),
  ),
  restaurantPost(
    '/api/saveSalesTracking',
    [
      { name: 'ownerId', kind: id, required: true },
      { name: 'salesId', kind: id },
    ],
    (world) => ({ ownerId: world.restaurant.ownerId, salesId: 666 }),
  ),
  restaurantPost(
    '/api/sendOwnerInfoEmail',
    [
      { name: 'restaurantInfoId', kind: id, required: true },
      // Blank is a breakage only while the step names no file of the store (keepUploadIds below names none).
      { name: 'website', kind: text(500), blanks: TRIMMED_BLANKS },
      { name: 'storeHours', kind: text(1000), blanks: TRIMMED_BLANKS },
      { name: 'businessType', kind: text(50), blanks: TRIMMED_BLANKS },
      { name: 'locations', kind: text(20), blanks: TRIMMED_BLANKS },
      { name: 'keepUploadIds', kind: text(200) },
    ],
    (world) => ({
      restaurantInfoId: storeOf(world),
      website: 'https://fuzz.example/menu',
      storeHours: 'Mon-Sun 11-9',
      businessType: 'Local',
      locations: '1-5',
      // A file id the store does not have: the send must be refused without counting it.
      keepUploadIds: '999999',
    }),
  ),
  restaurantPost(
    '/api/onboarding/orderProtocol',
    [
      { name: 'storeId', kind: id, required: true },
      {
        name: 'protocol',
        kind: {
          kind: 'enum',
          values: ['Auto Printing', 'Email + Phone Confirmation', 'Fax + Phone Confirmation'],
        },
        required: true,
      },
      { name: 'storePhone', kind: text(30), blanks: TRIMMED_BLANKS },
    ],
    (world) => ({ storeId: storeOf(world), protocol: 'Auto Printing', storePhone: '3125550100' }),
  ),
  restaurantPost(
    '/api/onboarding/bankAccount',
    [
      { name: 'storeId', kind: id, required: true },
      { name: 'legalBusinessName', kind: text(200), blanks: TRIMMED_BLANKS },
      { name: 'taxId', kind: text(20), blanks: TRIMMED_BLANKS },
      { name: 'routingNumber', kind: text(20), blanks: TRIMMED_BLANKS },
      { name: 'accountNumber', kind: text(30), blanks: TRIMMED_BLANKS },
      { name: 'hasAcceptedSignUpSheet', kind: flag },
      { name: 'hasAcceptedMerchantTerms', kind: flag },
    ],
    (world) => ({
      storeId: storeOf(world),
      legalBusinessName: 'Fuzz Diner LLC',
      taxId: '12-3456789',
      ownerLegalName: 'Fuzz Owner',
      ownerDateOfBirth: '1980-04-12',
      routingNumber: '021000021',
      accountNumber: '000123456789',
      confirmAccountNumber: '000123456789',
      hasAcceptedSignUpSheet: 'true',
      hasAcceptedMerchantTerms: 'true',
    }),
  ),
  {
    url: '/api/onboarding/progress',
    methods: ['GET'],
    params: 'query',
    auth: 'restaurant',
    fields: [{ name: 'storeId', kind: id }],
    valid: (world) => ({ storeId: storeOf(world) }),
  },
  {
    url: '/api/onboarding/uploads',
    methods: ['GET'],
    params: 'query',
    auth: 'restaurant',
    fields: [{ name: 'storeId', kind: id, required: true }],
    valid: (world) => ({ storeId: storeOf(world) }),
  },
];
