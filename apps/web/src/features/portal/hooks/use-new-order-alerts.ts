import { useEffect, useRef, useSyncExternalStore } from 'react';
import {
  getToneState,
  playOrderTone,
  subscribeToneState,
  unlockTone,
  type ToneState,
} from '../utils/order-tone';
import type { PortalOrder } from '../utils/portal-order';

const REPEAT_MS = 30_000;

export interface NewOrderAlerts {
  /** Orders placed and not yet accepted or rejected. */
  unacknowledged: number;
  tone: ToneState;
  enableSound: () => Promise<void>;
}

/**
 * Chimes when an order arrives that the board had not seen, and again every 30 seconds while any order waits
 * for an answer; `onArrival` gets each new order (the board prints its ticket under Auto Printing).
 */
export function useNewOrderAlerts(
  orders: readonly PortalOrder[] | undefined,
  onArrival: (order: PortalOrder) => void,
): NewOrderAlerts {
  const seen = useRef<Set<number> | null>(null);
  const arrival = useRef(onArrival);
  useEffect(() => {
    arrival.current = onArrival;
  });
  const tone = useSyncExternalStore(subscribeToneState, getToneState, () => 'unsupported' as ToneState);
  const waiting = orders?.filter((order) => order.status === 'PLACED') ?? [];
  const hasWaiting = waiting.length > 0;

  useEffect(() => {
    if (!orders) {
      return;
    }
    const placed = orders.filter((order) => order.status === 'PLACED');
    // What was already waiting when the board opened is counted, not announced.
    if (seen.current === null) {
      seen.current = new Set(orders.map((order) => order.orderId));
      return;
    }
    const known = seen.current;
    const fresh = placed.filter((order) => !known.has(order.orderId));
    orders.forEach((order) => known.add(order.orderId));
    if (fresh.length > 0) {
      playOrderTone();
      fresh.forEach((order) => arrival.current(order));
    }
  }, [orders]);

  useEffect(() => {
    if (!hasWaiting) {
      return undefined;
    }
    const timer = window.setInterval(() => playOrderTone(), REPEAT_MS);
    return () => window.clearInterval(timer);
  }, [hasWaiting]);

  // Any tap on the page counts as the gesture browsers ask for before sound.
  useEffect(() => {
    if (tone !== 'blocked') {
      return undefined;
    }
    const unlock = () => void unlockTone();
    document.addEventListener('pointerdown', unlock, { once: true });
    return () => document.removeEventListener('pointerdown', unlock);
  }, [tone]);

  return {
    unacknowledged: waiting.length,
    tone,
    enableSound: async () => {
      await unlockTone();
    },
  };
}
