import { screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { portalEn } from '@/i18n/locales/portal-en';
import { portalZhCN } from '@/i18n/locales/portal-zh-cn';
import { renderWithProviders, stubApi } from '@/testing/test-utils';
import { getOrderTracking } from '../api/get-order-tracking';
import { TrackingLoadProblem } from './tracking-load-problem';

const diner = { id: 3, accessToken: 'diner-token' };

/** What loading order 41 fails with when /searchOrders answers this. */
async function failureFor(respond: () => unknown, status = 200) {
  stubApi([{ match: (url) => url.pathname.endsWith('/searchOrders'), respond, status }]);
  return getOrderTracking(diner, 41).then(
    () => null,
    (error: unknown) => error,
  );
}

describe('/track-order says why an order cannot be shown', () => {
  beforeAll(() => {
    i18n.addResourceBundle('en', 'translation', portalEn, true, true);
    i18n.addResourceBundle('zh-CN', 'translation', portalZhCN, true, true);
  });
  afterEach(() => i18n.changeLanguage('en'));

  it('an order that does not exist', async () => {
    const error = await failureFor(() => ({ status: 404, message: 'Order 41 was not found.' }), 404);
    renderWithProviders(<TrackingLoadProblem error={error} number="TS-41" onRetry={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('There is no order TS-41.');
    expect(screen.queryByText(/Please try again/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('an answer without the order', async () => {
    const error = await failureFor(() => []);
    renderWithProviders(<TrackingLoadProblem error={error} number="TS-41" onRetry={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('There is no order TS-41.');
  });

  it("another account's order", async () => {
    const error = await failureFor(
      () => ({ status: 403, message: 'This order belongs to another account.' }),
      403,
    );
    renderWithProviders(<TrackingLoadProblem error={error} number="TS-41" onRetry={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Order TS-41 is not one of your orders.');
    expect(screen.queryByText(/Please try again/)).toBeNull();
  });

  it('says it in Chinese under zh-CN, and still offers a retry when the server failed', async () => {
    await i18n.changeLanguage('zh-CN');
    const missing = await failureFor(() => ({ status: 404, message: 'x' }), 404);
    const { unmount } = renderWithProviders(
      <TrackingLoadProblem error={missing} number="TS-41" onRetry={vi.fn()} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('订单 TS-41 不存在。');
    unmount();
    await i18n.changeLanguage('en');
    const down = await failureFor(() => ({ status: 500, message: 'boom' }), 500);
    renderWithProviders(<TrackingLoadProblem error={down} number="TS-41" onRetry={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your order could not be loaded. Please try again.');
  });
});
