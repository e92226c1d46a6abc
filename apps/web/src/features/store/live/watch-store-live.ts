import type { QueryClient } from '@tanstack/react-query';
import { env } from '@/config/env';
import { storeQueryKey } from '../api/search-restaurants';

/** What GET /api/storeLiveState answers: the ETags of the store page's store and menu answers. */
interface LiveState {
  store: string;
  menu: string;
}

/** What the watcher reads of the page: whether it is visible, and when that changes. */
export interface LivePage {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export interface WatchOptions {
  /** How often a visible page asks; a hidden one does not ask at all, and asks at once when shown again. */
  intervalMs?: number;
  /** For tests: the page's document (visibility) and the fetch to ask with. */
  document?: LivePage;
  fetch?: typeof fetch;
}

export const LIVE_POLL_MS = 10_000;

/**
 * Keeps an open store page in step with the restaurant: asks GET /api/storeLiveState every few seconds (why a
 * poll and not a stream: apps/server/src/modules/menu/menu-routes.ts) and, when the store's or the menu's answer
 * changed, has the page fetch it again: an item 86'd shows unavailable and the cart refuses it, a pause or a
 * closed store shows at once. The browser's cache sends If-None-Match, so an unchanged store costs a 304.
 * Answers the function that stops it.
 */
export function watchStoreLive(queryClient: QueryClient, storeId: number, options: WatchOptions = {}) {
  const { intervalMs = LIVE_POLL_MS, document: page = document, fetch: ask = fetch } = options;
  let last: LiveState | null = null;
  let isAsking = false;
  let isStopped = false;

  async function check() {
    if (isStopped || isAsking || page.visibilityState === 'hidden') {
      return;
    }
    isAsking = true;
    try {
      const response = await ask(`${env.API_URL}/storeLiveState?restaurantInfoId=${storeId}`, {
        cache: 'no-cache',
        credentials: 'omit',
        headers: { accept: 'application/json' },
      });
      if (!response.ok || isStopped) {
        return;
      }
      const next = (await response.json()) as LiveState;
      if (last && next.store !== last.store) {
        void queryClient.invalidateQueries({ queryKey: storeQueryKey(storeId) });
      }
      if (last && next.menu !== last.menu) {
        // Every scheduled time's menu, and the item dialog's own check, read the same rows.
        void queryClient.invalidateQueries({ queryKey: ['store-menu', storeId] });
        void queryClient.invalidateQueries({ queryKey: ['item-availability'] });
      }
      last = next;
    } catch {
      // Offline for a moment: the next turn asks again.
    } finally {
      isAsking = false;
    }
  }

  const onVisible = () => {
    if (page.visibilityState === 'visible') {
      void check();
    }
  };
  void check();
  const timer = setInterval(() => void check(), intervalMs);
  page.addEventListener('visibilitychange', onVisible);
  return () => {
    isStopped = true;
    clearInterval(timer);
    page.removeEventListener('visibilitychange', onVisible);
  };
}
