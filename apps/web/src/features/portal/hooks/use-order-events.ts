import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { env } from '@/config/env';
import { getOwnerAccessToken } from '@/lib/owner-session';
import { portalOrdersQueryKey } from '../api/get-portal-orders';
import { storePausesQueryKey, type PauseState } from '../api/get-store-pauses';
import { upsertOrder } from '../utils/board-columns';
import { isPortalOrderWire, toPortalOrder, type PortalOrder } from '../utils/portal-order';

export type EventsState = 'connecting' | 'live' | 'reconnecting';

const MAX_RETRY_MS = 30_000;

/** The event stream URL; EventSource cannot send headers, so the owner's token travels as a parameter. */
export function portalEventsUrl(storeId: number, accessToken: string | null): string {
  const query = new URLSearchParams({ storeId: String(storeId) });
  if (accessToken) {
    query.set('accessToken', accessToken);
  }
  return `${env.API_URL}/portal/events?${query.toString()}`;
}

/** What an event's JSON holds: a whole card, or only which order changed (then the list is fetched). */
function readEventData(text: string): unknown {
  try {
    const payload = JSON.parse(text) as { data?: unknown };
    return payload && typeof payload === 'object' && 'data' in payload ? payload.data : payload;
  } catch {
    return null;
  }
}

/**
 * Keeps the board current from GET /portal/events: an `order` event replaces or adds its card, `store` and
 * `ready` events carry the pauses, `menu` refreshes availability, and every (re)connection or `resync` refetches the list so
 * nothing missed while offline stays missing.
 */
export function useOrderEvents(storeId: number): EventsState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<EventsState>('connecting');
  const retryMs = useRef(1000);

  useEffect(() => {
    if (typeof EventSource === 'undefined') {
      return undefined;
    }
    let source: EventSource | null = null;
    let retryTimer: number | undefined;
    let isClosed = false;

    const refetchOrders = () =>
      void queryClient.invalidateQueries({ queryKey: portalOrdersQueryKey(storeId) });
    const onOrder = (event: MessageEvent<string>) => {
      const data = readEventData(event.data);
      if (!isPortalOrderWire(data)) {
        refetchOrders();
        return;
      }
      const order = toPortalOrder(data);
      if (order.storeId === storeId) {
        queryClient.setQueryData<PortalOrder[]>(portalOrdersQueryKey(storeId), (orders) =>
          orders ? upsertOrder(orders, order) : orders,
        );
      }
    };
    // `ready` (on connecting) and `store` (on a change) carry the store's pause state.
    const onStore = (event: MessageEvent<string>) => {
      const data = readEventData(event.data) as { pause?: PauseState } | null;
      if (data?.pause) {
        queryClient.setQueryData(storePausesQueryKey(storeId), data.pause);
      } else {
        void queryClient.invalidateQueries({ queryKey: storePausesQueryKey(storeId) });
      }
    };
    const onMenu = () => void queryClient.invalidateQueries({ queryKey: ['portal', 'menu', storeId] });

    const connect = () => {
      window.clearTimeout(retryTimer);
      source?.close();
      source = new EventSource(portalEventsUrl(storeId, getOwnerAccessToken()));
      source.addEventListener('order', onOrder as EventListener);
      source.addEventListener('store', onStore as EventListener);
      source.addEventListener('ready', onStore as EventListener);
      source.addEventListener('menu', onMenu);
      source.addEventListener('resync', refetchOrders);
      source.onopen = () => {
        retryMs.current = 1000;
        setState('live');
        refetchOrders();
      };
      source.onerror = () => {
        setState('reconnecting');
        // EventSource retries by itself unless the server refused the stream; then we retry, backing off.
        if (source?.readyState === EventSource.CLOSED && !isClosed) {
          retryTimer = window.setTimeout(connect, retryMs.current);
          retryMs.current = Math.min(retryMs.current * 2, MAX_RETRY_MS);
        }
      };
    };

    const reconnectNow = () => {
      if (source?.readyState === EventSource.CLOSED) {
        retryMs.current = 1000;
        connect();
      }
    };

    connect();
    window.addEventListener('online', reconnectNow);
    document.addEventListener('visibilitychange', reconnectNow);
    return () => {
      isClosed = true;
      window.clearTimeout(retryTimer);
      window.removeEventListener('online', reconnectNow);
      document.removeEventListener('visibilitychange', reconnectNow);
      source?.close();
      setState('connecting');
    };
  }, [queryClient, storeId]);

  return state;
}
