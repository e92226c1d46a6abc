import { ACCOUNT_ROUTES } from './account-route-specs.js';
import { ORDERING_ROUTES } from './ordering-route-specs.js';
import { PORTAL_ROUTES } from './portal-route-specs.js';
import { RESTAURANT_ROUTES } from './restaurant-route-specs.js';
import { STORE_ADMIN_ROUTES } from './store-admin-route-specs.js';
import { STOREFRONT_ROUTES } from './storefront-route-specs.js';

/** Every /api route that takes input (GET /api/health takes none), with a valid request of the fuzz world. */
export const ROUTES = [
  ...STOREFRONT_ROUTES,
  ...ACCOUNT_ROUTES,
  ...ORDERING_ROUTES,
  ...RESTAURANT_ROUTES,
  ...STORE_ADMIN_ROUTES,
  ...PORTAL_ROUTES,
];
