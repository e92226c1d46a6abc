import { describe, expect, it, vi } from 'vitest';
import { prefetchPage, registerPagePrefetch } from './page-prefetch';

describe('prefetchPage', () => {
  it("starts the registered page's load, and nothing for a page no route table registered", () => {
    const load = vi.fn(() => Promise.resolve());
    registerPagePrefetch('/prefetch-test', load);
    prefetchPage('/prefetch-test');
    prefetchPage('/never-registered');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('swallows a failed fetch: the route loads (and reports) it again when the diner goes there', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    registerPagePrefetch('/offline-test', () => Promise.reject(new Error('offline')));
    prefetchPage('/offline-test');
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
