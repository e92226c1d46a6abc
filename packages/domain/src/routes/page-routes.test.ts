import { describe, expect, it } from 'vitest';
import { isPageRoute } from './page-routes.js';

describe('001 §2 route table', () => {
  it.each([
    '/',
    '/init3',
    '/store/7',
    '/store/golden-wok-chicago-7',
    '/restaurant.php/7',
    '/in_store/Nz90YWJsZU51bT0z',
    '/phone-order/3125550142',
    '/helps/customer/',
    '/checkout',
  ])('serves the app for %s', (pathname) => {
    expect(isPageRoute(pathname)).toBe(true);
  });

  it.each(['/nope', '/store', '/store/7/extra', '/checkout/x', '/api/health', '/restaurant.php'])(
    'answers the 404 page for %s',
    (pathname) => {
      expect(isPageRoute(pathname)).toBe(false);
    },
  );
});
