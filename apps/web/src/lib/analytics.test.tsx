import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/test-utils';
import { logEvent } from './analytics';

const analyticsCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter((call) => String(call[0]).includes('/analytics/events'));

describe('logEvent', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the event when the browser is idle, not in the task that logged it', async () => {
    const fetchMock = stubApi([
      { match: (url) => url.pathname === '/api/analytics/events', respond: () => ({}) },
    ]);
    const idle: { callback: IdleRequestCallback; timeout?: number }[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback, options?: IdleRequestOptions) => {
      idle.push({ callback, timeout: options?.timeout });
      return idle.length;
    });

    logEvent('checkout_start', 5, { step: 1 });
    expect(analyticsCalls(fetchMock)).toHaveLength(0);
    // Sent within a bounded wait even on a page that is never idle.
    expect(idle).toHaveLength(1);
    expect(idle[0]?.timeout).toBeGreaterThan(0);

    idle[0]?.callback({ didTimeout: false, timeRemaining: () => 50 });
    await vi.waitFor(() => expect(analyticsCalls(fetchMock)).toHaveLength(1));
    const [call] = analyticsCalls(fetchMock) as unknown[][];
    const body = new URLSearchParams(String((call?.[1] as RequestInit).body));
    expect(body.get('name')).toBe('checkout_start');
    expect(body.get('storeId')).toBe('5');
  });

  it('falls back to a later task where requestIdleCallback does not exist (Safari)', async () => {
    vi.useFakeTimers();
    const fetchMock = stubApi([
      { match: (url) => url.pathname === '/api/analytics/events', respond: () => ({}) },
    ]);
    vi.stubGlobal('requestIdleCallback', undefined);

    logEvent('cart_add', 5, { itemId: 3, quantity: 1 });
    expect(analyticsCalls(fetchMock)).toHaveLength(0);
    await vi.runAllTimersAsync();
    expect(analyticsCalls(fetchMock)).toHaveLength(1);
  });

  it('never lets a failed send reach the diner', async () => {
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
      callback({ didTimeout: true, timeRemaining: () => 0 });
      return 1;
    });
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    expect(() => logEvent('page_view', null)).not.toThrow();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });
});
