import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { env } from '@/config/env';
import { orderTrackingQueryKey, type TrackingSession } from '../api/get-order-tracking';
import { isFinalStatus, type TrackedStatus } from '../utils/tracking-steps';

export type TrackingLiveState = 'live' | 'final';

/** Only when the event stream is unavailable (refused, or no EventSource): a light poll instead. */
const FALLBACK_REFRESH_MS = 15_000;

/** GET /trackOrder/events; EventSource cannot send headers, so the diner's token travels as a parameter. */
export function trackingEventsUrl(orderId: number, accessToken: string): string {
  const query = new URLSearchParams({ orderId: String(orderId), accessToken });
  return `${env.API_URL}/trackOrder/events?${query.toString()}`;
}

/**
 * Keeps the timeline current until the order is completed or rejected: each `order` event of the diner's
 * stream (one per change the restaurant makes, and one on every reconnection) refetches the tracking answer.
 */
export function useTrackingUpdates(
  user: TrackingSession,
  orderId: number,
  status: TrackedStatus | null,
): TrackingLiveState {
  const queryClient = useQueryClient();
  const isFinal = status !== null && isFinalStatus(status);
  useEffect(() => {
    if (isFinal) {
      return undefined;
    }
    const refresh = () => void queryClient.invalidateQueries({ queryKey: orderTrackingQueryKey(orderId) });
    let timer: number | undefined;
    const pollInstead = () => {
      timer ??= window.setInterval(refresh, FALLBACK_REFRESH_MS);
    };
    if (typeof EventSource === 'undefined') {
      pollInstead();
      return () => window.clearInterval(timer);
    }
    const source = new EventSource(trackingEventsUrl(orderId, user.accessToken));
    source.addEventListener('order', refresh);
    // EventSource reconnects by itself after a dropped connection; CLOSED means the server refused it.
    source.onerror = () => {
      if (source.readyState === EventSource.CLOSED) {
        pollInstead();
      }
    };
    return () => {
      source.close();
      window.clearInterval(timer);
    };
  }, [isFinal, orderId, user.accessToken, queryClient]);
  return isFinal ? 'final' : 'live';
}
