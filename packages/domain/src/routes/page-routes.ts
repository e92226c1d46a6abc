/** The page routes of 001 §2's route table; every other path is the 404 page. */
export const pageRoutePatterns: readonly string[] = [
  '/',
  '/init2',
  '/init3',
  '/home',
  '/phone_home',
  '/scratch',
  '/autoComplete',
  '/restaurant.php/:id',
  '/store/:id',
  '/in_store/:id',
  '/bill',
  '/bi',
  '/phone-order/:phone',
  '/customerInfo',
  '/auth',
  '/checkout',
  '/pricing',
  '/freeUse',
  '/storeslist',
  '/registerRestaurant',
  '/signup',
  '/add-menu',
  '/order-protocol',
  '/bank-account',
  '/success',
  '/order-history',
  '/account',
  '/changePassword',
  '/forgotPassword',
  '/forgotPasswordEmailSent',
  '/resetPassword',
  '/passwordResetSuccessfully',
  '/orderSuccess',
  '/privacy',
  '/useofterm',
  '/track-order',
  '/merchant',
  '/merchantFinish',
  '/download_app',
  '/about',
  '/help',
  '/helps',
  '/helps/customer',
  '/helps/merchant',
  '/driver',
  '/driver_done',
  // Merchant-side helper: printable table QR codes for in-store ordering.
  '/merchant/table-codes/:id',
];

const patternMatchers = pageRoutePatterns.map(
  (pattern) => new RegExp(`^${pattern.replace(/[.]/g, '\\.').replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`),
);

export function isPageRoute(pathname: string): boolean {
  return patternMatchers.some((matcher) => matcher.test(pathname));
}
