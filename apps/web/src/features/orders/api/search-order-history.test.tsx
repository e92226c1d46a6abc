import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiSession } from '@/lib/api-client';
import { stubApi } from '@/testing/test-utils';
import { searchOrderHistory } from './search-order-history';

describe('searchOrderHistory', () => {
  afterEach(() => {
    configureApiSession(null);
    vi.unstubAllGlobals();
  });

  it('sends the token in the Authorization header, never in the address', async () => {
    configureApiSession({ getAccessToken: () => 'diner-token-secret', onSessionRejected: () => undefined });
    const fetchMock = stubApi([
      {
        match: (url) => url.pathname === '/api/mobile/searchOrderHistory',
        respond: () => [{ orderId: 1 }, { orderId: 3 }],
      },
    ]);
    const orders = await searchOrderHistory({ id: 5, accessToken: 'diner-token-secret' });
    expect(orders.map((order) => order.orderId)).toEqual([3, 1]);
    const [url, init] = (fetchMock.mock.calls as unknown as [string, RequestInit][])[0]!;
    expect(String(url)).toBe('/api/mobile/searchOrderHistory?online=true&userId=5');
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer diner-token-secret');
  });
});
