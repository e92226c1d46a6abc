import { describe, expect, it } from 'vitest';
import { isPageRoute } from './page-routes.js';

describe('route table', () => {
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
    '/merchant/lite',
    '/merchant/eyJyb2xlIjoiU0FMRSJ9',
    '/phone_home/eyJyb2xlIjoiU0FMRSJ9',
    '/merchantFinish/eyJuYW1lIjoiQW5hIn0',
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
