import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { env } from '@/config/env';
import { orderTrackingQueryKey, type TrackingSession } from '../api/get-order-tracking';
import { getTrackingTicket } from '../api/get-tracking-ticket';
import { isFinalStatus, type TrackedStatus } from '../utils/tracking-steps';

export type TrackingLiveState = 'live' | 'final';

/** Only when the event stream is unavailable (refused, or no EventSource): a light poll instead. */
const FALLBACK_REFRESH_MS = 15_000;
const MAX_RETRY_MS = 30_000;

/**
 * GET /trackOrder/events. EventSource cannot send headers, so it carries a single-use ticket from
 * POST /trackOrder/events/ticket, never the diner's token (addresses reach logs).
 */
export function trackingEventsUrl(orderId: number, ticket: string): string {
  const query = new URLSearchParams({ orderId: String(orderId), ticket });
  return `${env.API_URL}/trackOrder/events?${query.toString()}`;
}

/**
 * Keeps the timeline current until the order is completed or rejected: each `order` event of the diner's
 * stream (one per change the restaurant makes, and one on every connection) refetches the tracking answer.
 * Each connection takes a new ticket; `end` says whether to come back.
 */
export function useTrackingUpdates(
  user: TrackingSession,
  orderId: number,
  status: TrackedStatus | null,
): TrackingLiveState {
  const queryClient = useQueryClient();
  const isFinal = status !== null && isFinalStatus(status);
  const { accessToken } = user;
  useEffect(() => {
    if (isFinal) {
      return undefined;
    }
    const refresh = () => void queryClient.invalidateQueries({ queryKey: orderTrackingQueryKey(orderId) });
    let timer: number | undefined;
    let retryTimer: number | undefined;
    let retryMs = 1000;
    let source: EventSource | null = null;
    let isClosed = false;
    const pollInstead = () => {
      timer ??= window.setInterval(refresh, FALLBACK_REFRESH_MS);
    };
    if (typeof EventSource === 'undefined') {
      pollInstead();
      return () => window.clearInterval(timer);
    }
    const retryLater = () => {
      retryTimer = window.setTimeout(() => void connect(), retryMs);
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    };
    const connect = async () => {
      let ticket: string;
      try {
        ticket = await getTrackingTicket(accessToken);
      } catch {
        // Refused (the session ended) or offline: poll, and try the stream again later.
        pollInstead();
        if (!isClosed) {
          retryLater();
        }
        return;
      }
      if (isClosed) {
        return;
      }
      const next = new EventSource(trackingEventsUrl(orderId, ticket));
      source = next;
      next.addEventListener('order', refresh);
      next.onopen = () => {
        retryMs = 1000;
      };
      // The server ended the stream: at its lifetime (come back now, with a new ticket) or for good.
      next.addEventListener('end', (event: MessageEvent<string>) => {
        next.close();
        source = null;
        if ((JSON.parse(event.data) as { reconnect?: boolean }).reconnect) {
          void connect();
        } else {
          pollInstead();
        }
      });
      // A ticket opens one stream: EventSource's own retry would send the spent one, so reconnect with a new one.
      next.onerror = () => {
        if (source === next) {
          next.close();
          source = null;
          if (!isClosed) {
            retryLater();
          }
        }
      };
    };
    void connect();
    return () => {
      isClosed = true;
      source?.close();
      window.clearTimeout(retryTimer);
      window.clearInterval(timer);
    };
  }, [isFinal, orderId, accessToken, queryClient]);
  return isFinal ? 'final' : 'live';
}
