import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchStoreLive } from './watch-store-live';

/** A page whose visibility the test sets, and whose visibilitychange it fires. */
function fakePage() {
  const listeners = new Set<() => void>();
  return {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    show() {
      this.visibilityState = 'visible';
      listeners.forEach((listener) => listener());
    },
  };
}

describe('watchStoreLive', () => {
  let state = { store: '"s1"', menu: '"m1"' };
  const ask = vi.fn(async () => new Response(JSON.stringify(state), { status: 200 }));
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

  beforeEach(() => {
    vi.useFakeTimers();
    state = { store: '"s1"', menu: '"m1"' };
    ask.mockClear();
    invalidate.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  const invalidatedKeys = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);

  it("refetches the menu when an item is 86'd, and the store when it is paused; nothing while unchanged", async () => {
    const page = fakePage();
    const stop = watchStoreLive(queryClient, 7, { intervalMs: 5_000, document: page, fetch: ask });
    await vi.advanceTimersByTimeAsync(0);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(String((ask.mock.calls[0] as unknown[])[0])).toMatch(/\/storeLiveState\?restaurantInfoId=7$/);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(ask).toHaveBeenCalledTimes(2);
    expect(invalidate).not.toHaveBeenCalled();

    state = { ...state, menu: '"m2"' };
    await vi.advanceTimersByTimeAsync(5_000);
    expect(invalidatedKeys()).toEqual([['store-menu', 7], ['item-availability']]);

    invalidate.mockClear();
    state = { ...state, store: '"s2"' };
    await vi.advanceTimersByTimeAsync(5_000);
    expect(invalidatedKeys()).toEqual([['store', 7]]);
    stop();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(ask).toHaveBeenCalledTimes(4);
  });

  it('asks nothing while the page is hidden, and at once when it is shown again', async () => {
    const page = fakePage();
    const stop = watchStoreLive(queryClient, 7, { intervalMs: 5_000, document: page, fetch: ask });
    await vi.advanceTimersByTimeAsync(0);
    page.visibilityState = 'hidden';
    state = { ...state, menu: '"m2"' };
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ask).toHaveBeenCalledTimes(1);
    page.show();
    await vi.advanceTimersByTimeAsync(0);
    expect(ask).toHaveBeenCalledTimes(2);
    expect(invalidatedKeys()).toContainEqual(['store-menu', 7]);
    stop();
  });

  it('keeps going after a failed or refused ask', async () => {
    const page = fakePage();
    const failing = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(new Response('{"status":503}', { status: 503 }))
      .mockImplementation(async () => new Response(JSON.stringify(state), { status: 200 }));
    const stop = watchStoreLive(queryClient, 7, { intervalMs: 5_000, document: page, fetch: failing });
    await vi.advanceTimersByTimeAsync(10_000);
    state = { ...state, store: '"s9"' };
    await vi.advanceTimersByTimeAsync(5_000);
    await vi.advanceTimersByTimeAsync(5_000);
    // At 0 (offline), 5 s (503), 10 s (the first answer), 15 s (changed) and 20 s.
    expect(failing).toHaveBeenCalledTimes(5);
    expect(invalidatedKeys()).toEqual([['store', 7]]);
    stop();
  });
});
