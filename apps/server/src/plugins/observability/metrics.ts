import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds: a menu read takes milliseconds; a checkout with a card gateway can take seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const statusClassOf = (statusCode: number) => `${Math.floor(statusCode / 100)}xx`;

/**
 * One registry per app (tests build many apps in one process). Labels stay few: the route pattern, never the
 * path, so `/api/orders/:id` is one series and unknown paths fold into `unmatched`.
 */
export function createMetrics({ eventStreamClients }: { eventStreamClients: () => number }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'orderlane_' });
  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'orderlane_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'orderlane_http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by method, route pattern and status class',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const ordersPlaced = new Counter({
    name: 'orderlane_orders_placed_total',
    help: 'Orders placed through this process (online and phone orders)',
    registers: [registry],
  });
  const paymentDeclines = new Counter({
    name: 'orderlane_payment_declines_total',
    help: 'Checkouts refused because the card was declined or the gateway failed',
    registers: [registry],
  });
  // Few series: only stores that were ever paused get one, and the platform must see which.
  const storeCardPauses = new Counter({
    name: 'orderlane_store_card_pauses_total',
    help: 'Stores paused for card payments after a spike of declined phone-order cards, by store id',
    labelNames: ['store_id'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'orderlane_event_stream_clients',
    help: 'Live event streams (restaurant boards, order tracking) open on this process',
    registers: [registry],
    collect() {
      this.set(eventStreamClients());
    },
  });

  return {
    registry,
    observeRequest(method: string, route: string, statusCode: number, seconds: number) {
      const labels = { method, route, status_class: statusClassOf(statusCode) };
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
    orderPlaced: () => ordersPlaced.inc(),
    paymentDeclined: () => paymentDeclines.inc(),
    storeCardPaused: (storeId: number) => storeCardPauses.inc({ store_id: String(storeId) }),
  };
}

export type AppMetrics = ReturnType<typeof createMetrics>;
