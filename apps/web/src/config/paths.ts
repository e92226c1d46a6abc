/** Every page URL of the app is built here. */

function slugPart(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

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
    /** `/store/golden-dragon-chicago-7` from the lowercased name and city plus the id. */
    getHref: (id: number, store?: { name: string; city: string }) => {
      const slug = store ? [slugPart(store.name), slugPart(store.city)].filter(Boolean).join('-') : '';
      return slug === '' ? `/store/${id}` : `/store/${slug}-${id}`;
    },
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
  passwordResetSuccessfully: {
    path: '/passwordResetSuccessfully',
    getHref: () => '/passwordResetSuccessfully',
  },
  bill: { path: '/bill', getHref: () => '/bill' },
  bi: { path: '/bi' },
} as const;

/** The store id in `/store/{id}`, `/store/{slug-city-id}` or `?id=`; null when there is none. */
export function parseStoreIdParam(param: string | undefined, queryId: string | null): number | null {
  const fromPath = param?.split('-').pop();
  const candidate = fromPath && /^\d+$/.test(fromPath) ? fromPath : queryId;
  const id = candidate && /^\d+$/.test(candidate) ? Number(candidate) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** An outside map link for the pickup note; it is only followed when the diner taps it. */
export function getMapLinkHref(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
}
