import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * While the store page is open, the restaurant's changes reach it within seconds (live/watch-store-live.ts). The
 * watcher is its own small chunk, fetched once the page has painted and the browser is idle, so the store
 * page's first load carries none of it.
 */
export function useStoreLiveUpdates(storeId: number): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | null = null;
    let isCancelled = false;
    const start = () =>
      void import('../live/watch-store-live').then(({ watchStoreLive }) => {
        if (!isCancelled) {
          stop = watchStoreLive(queryClient, storeId);
        }
      });
    const idle = typeof window.requestIdleCallback === 'function';
    const handle = idle
      ? window.requestIdleCallback(start, { timeout: 3_000 })
      : window.setTimeout(start, 1_000);
    return () => {
      isCancelled = true;
      if (idle) {
        window.cancelIdleCallback(handle);
      } else {
        window.clearTimeout(handle);
      }
      stop?.();
    };
  }, [queryClient, storeId]);
}
