import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { env } from '@/config/env';
import { getEventsTicket } from '../api/get-events-ticket';
import { portalOrdersQueryKey } from '../api/get-portal-orders';
import { storePausesQueryKey, type PauseState } from '../api/get-store-pauses';
import { upsertOrder } from '../utils/board-columns';
import { isPortalOrderWire, toPortalOrder, type PortalOrder } from '../utils/portal-order';

export type EventsState = 'connecting' | 'live' | 'reconnecting';

const MAX_RETRY_MS = 30_000;

/**
 * The event stream URL. EventSource cannot send headers, so it carries a single-use ticket from
 * POST /portal/events/ticket, never the owner's token (addresses reach logs).
 */
export function portalEventsUrl(storeId: number, ticket: string): string {
  const query = new URLSearchParams({ storeId: String(storeId), ticket });
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
 * nothing missed while offline stays missing. Each connection takes a new ticket; `end` says whether to come back.
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
    let isEnded = false;
    let isConnecting = false;

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

    const scheduleRetry = () => {
      window.clearTimeout(retryTimer);
      retryTimer = window.setTimeout(() => void connect(), retryMs.current);
      retryMs.current = Math.min(retryMs.current * 2, MAX_RETRY_MS);
    };
    // The server ended the stream: at its lifetime (come back now, with a new ticket) or for good.
    const onEnd = (event: MessageEvent<string>) => {
      const data = readEventData(event.data) as { reconnect?: boolean } | null;
      source?.close();
      source = null;
      setState('reconnecting');
      if (data?.reconnect && !isClosed) {
        retryMs.current = 1000;
        void connect();
      } else {
        isEnded = true;
      }
    };

    const connect = async () => {
      window.clearTimeout(retryTimer);
      source?.close();
      source = null;
      isConnecting = true;
      let ticket: string;
      try {
        ticket = await getEventsTicket();
      } catch {
        isConnecting = false;
        if (!isClosed) {
          setState('reconnecting');
          scheduleRetry();
        }
        return;
      }
      isConnecting = false;
      if (isClosed) {
        return;
      }
      const next = new EventSource(portalEventsUrl(storeId, ticket));
      source = next;
      next.addEventListener('order', onOrder as EventListener);
      next.addEventListener('store', onStore as EventListener);
      next.addEventListener('ready', onStore as EventListener);
      next.addEventListener('menu', onMenu);
      next.addEventListener('resync', refetchOrders);
      next.addEventListener('end', onEnd as EventListener);
      next.onopen = () => {
        retryMs.current = 1000;
        setState('live');
        refetchOrders();
      };
      next.onerror = () => {
        // A ticket opens one stream: EventSource's own retry would send the spent one, so reconnect with a new one.
        next.close();
        if (source === next) {
          source = null;
          setState('reconnecting');
          if (!isClosed) {
            scheduleRetry();
          }
        }
      };
    };

    const reconnectNow = () => {
      if (!source && !isConnecting && !isClosed && !isEnded) {
        retryMs.current = 1000;
        void connect();
      }
    };

    void connect();
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
