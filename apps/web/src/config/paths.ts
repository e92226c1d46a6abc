import { storePath } from '@orderlane/domain';

/** Every page URL of the app is built here. */

function withQuery(path: string, query: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') {
      params.set(key, String(value));
    }
  }
  const text = params.toString();
  return text === '' ? path : `${path}?${text}`;
}

export const paths = {
  home: { path: '/', getHref: () => '/' },
  store: {
    path: '/store/:id',
    /** `/store/golden-dragon-chicago-7`: the same rule the server's sitemap and canonical links use. */
    getHref: storePath,
  },
  restaurantPhp: { path: '/restaurant.php/:id' },
  init2: { path: '/init2', getHref: () => '/init2' },
  init3: { path: '/init3', getHref: () => '/init3' },
  inStore: { path: '/in_store/:id', getHref: (code: string) => `/in_store/${code}` },
  storesList: { path: '/storeslist', getHref: () => '/storeslist' },
  tableCodes: {
    path: '/merchant/table-codes/:id',
    getHref: (storeId: number) => `/merchant/table-codes/${storeId}`,
  },
  portalForgotPassword: { path: '/portal/forgot-password', getHref: () => '/portal/forgot-password' },
  portalResetPassword: { path: '/portal/reset-password' },
  portalInvitation: { path: '/portal/invitation' },
  portalBoard: { path: '/portal/stores/:storeId', getHref: (storeId: number) => `/portal/stores/${storeId}` },
  portalMenu: {
    path: '/portal/stores/:storeId/menu',
    getHref: (storeId: number) => `/portal/stores/${storeId}/menu`,
  },
  portalStaff: {
    path: '/portal/stores/:storeId/staff',
    getHref: (storeId: number) => `/portal/stores/${storeId}/staff`,
  },
  portalStoreSettings: {
    path: '/portal/stores/:storeId/store-settings',
    getHref: (storeId: number) => `/portal/stores/${storeId}/store-settings`,
  },
  /** Order protocol, bank details and the menu files sent at sign-up; `part` jumps to one of them. */
  portalStoreSetup: {
    path: '/portal/stores/:storeId/setup',
    getHref: (storeId: number, part?: 'order-protocol' | 'bank-account' | 'menu-files') =>
      `/portal/stores/${storeId}/setup${part ? `#${part}` : ''}`,
  },
  portalStoreHours: {
    path: '/portal/stores/:storeId/hours',
    getHref: (storeId: number) => `/portal/stores/${storeId}/hours`,
  },
  portalReports: {
    path: '/portal/stores/:storeId/reports',
    getHref: (storeId: number) => `/portal/stores/${storeId}/reports`,
  },
  portalPayouts: {
    path: '/portal/stores/:storeId/payouts',
    getHref: (storeId: number) => `/portal/stores/${storeId}/payouts`,
  },
  portalRatings: {
    path: '/portal/stores/:storeId/ratings',
    getHref: (storeId: number) => `/portal/stores/${storeId}/ratings`,
  },
  portalMenuEditor: {
    path: '/portal/stores/:storeId/menu-editor',
    getHref: (storeId: number) => `/portal/stores/${storeId}/menu-editor`,
  },
  portalTableCodes: {
    path: '/portal/stores/:storeId/table-codes',
    getHref: (storeId: number) => `/portal/stores/${storeId}/table-codes`,
  },
  portalOrderSearch: {
    path: '/portal/stores/:storeId/orders',
    getHref: (storeId: number, query: { orderId?: number } = {}) =>
      withQuery(`/portal/stores/${storeId}/orders`, query),
  },
  portalTicket: {
    path: '/portal/stores/:storeId/tickets/:orderId',
    getHref: (storeId: number, orderId: number, query: { print?: 1 } = {}) =>
      withQuery(`/portal/stores/${storeId}/tickets/${orderId}`, query),
  },
  trackOrder: {
    path: '/track-order',
    getHref: (orderId: number) => withQuery('/track-order', { orderId }),
  },
  about: { path: '/about', getHref: () => '/about' },
  driver: { path: '/driver', getHref: () => '/driver' },
  merchant: { path: '/merchant', getHref: () => '/merchant' },
  help: { path: '/help', getHref: () => '/help' },
  useOfTerm: { path: '/useofterm', getHref: () => '/useofterm' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  downloadApp: { path: '/download_app', getHref: () => '/download_app' },
  auth: {
    path: '/auth',
    getHref: (query: { storeId?: number | null; target?: string | null; reference?: string | null } = {}) =>
      withQuery('/auth', query),
  },
  checkout: { path: '/checkout', getHref: () => '/checkout' },
  orderHistory: { path: '/order-history', getHref: () => '/order-history' },
  account: { path: '/account', getHref: () => '/account' },
  orderSuccess: {
    path: '/orderSuccess',
    getHref: (query: { orderId: number; total: number }) => withQuery('/orderSuccess', query),
  },
  changePassword: { path: '/changePassword', getHref: () => '/changePassword' },
  forgotPassword: { path: '/forgotPassword', getHref: () => '/forgotPassword' },
  forgotPasswordEmailSent: { path: '/forgotPasswordEmailSent', getHref: () => '/forgotPasswordEmailSent' },
  resetPassword: { path: '/resetPassword' },
  verifyEmail: { path: '/verify-email' },
  passwordResetSuccessfully: {
    path: '/passwordResetSuccessfully',
    getHref: () => '/passwordResetSuccessfully',
  },
  bill: { path: '/bill', getHref: () => '/bill' },
  bi: { path: '/bi' },
  driverDone: { path: '/driver_done', getHref: () => '/driver_done' },
  helpsCustomer: { path: '/helps/customer', getHref: () => '/helps/customer/' },
  helpsMerchant: { path: '/helps/merchant', getHref: () => '/helps/merchant/' },
  homeText: { path: '/home', getHref: () => '/home' },
  registerRestaurant: { path: '/registerRestaurant' },
  mobileNotice: { path: '/mobile-notice', getHref: () => '/mobile-notice' },
  story: { path: '/story', getHref: () => '/story' },
  scratch: { path: '/scratch', getHref: () => '/scratch' },
  autoComplete: { path: '/autoComplete', getHref: () => '/autoComplete' },
  phoneOrder: {
    path: '/phone-order/:phone',
    getHref: (phone: string) => `/phone-order/${encodeURIComponent(phone)}`,
  },
  customerInfo: {
    path: '/customerInfo',
    getHref: (query: { restaurantInfoId: number; orderType: 'PICK_UP' | 'DELIVERY'; phone?: string }) =>
      withQuery('/customerInfo', query),
  },
  phoneHome: { path: '/phone_home', getHref: () => '/phone_home' },
  pricing: { path: '/pricing', getHref: () => '/pricing' },
  helps: { path: '/helps', getHref: () => '/helps' },
  freeUse: { path: '/freeUse', getHref: () => '/freeUse' },
  portal: { path: '/portal', getHref: () => '/portal' },
  merchantReferral: { path: '/merchant/:referral' },
  phoneHomeReferral: { path: '/phone_home/:referral' },
  merchantFinish: {
    path: '/merchantFinish',
    getHref: (query: { initData?: string | null; referral?: string | null } = {}) =>
      withQuery('/merchantFinish', query),
  },
  merchantFinishData: { path: '/merchantFinish/:initData' },
  liteLanding: {
    path: '/merchant/lite',
    getHref: (query: { referral?: string | null } = {}) => withQuery('/merchant/lite', query),
  },
  ownerSignup: { path: '/signup', getHref: () => '/signup' },
  addMenu: { path: '/add-menu', getHref: () => '/add-menu' },
  orderProtocol: { path: '/order-protocol', getHref: () => '/order-protocol' },
  bankAccount: { path: '/bank-account', getHref: () => '/bank-account' },
  onboardingSuccess: { path: '/success', getHref: () => '/success' },
} as const;

/** An outside map link for the pickup note; it is only followed when the diner taps it. */
export function getMapLinkHref(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
}
