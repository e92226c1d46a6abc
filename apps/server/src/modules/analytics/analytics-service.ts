import type { Db, Executor } from '@/db/client.js';
import { insertEvent } from './analytics-repository.js';

/** Events the storefront may send; the server records 'order_placed' itself. */
export const CLIENT_EVENT_NAMES = [
  'cart_add',
  'cart_remove',
  'login_failed',
  'page_view',
  'item_view',
  'checkout_start',
  'address_saved',
  'store_search',
] as const;
export type ClientEventName = (typeof CLIENT_EVENT_NAMES)[number];

export type EventPayload = Record<string, string | number | boolean | null>;

export interface OrderPlacedEvent {
  orderId: number;
  userId: number | null;
  storeId: number;
  orderType: string;
  chargedCents: number;
  paymentStatus: string;
}

export function createAnalyticsService({ db }: { db: Db }) {
  return {
    async recordClientEvent(event: {
      name: ClientEventName;
      userId: number | null;
      storeId: number | null;
      payload: EventPayload;
    }) {
      await insertEvent(db, event);
    },

    /** Written inside the placing transaction, so the event exists exactly when the order does. */
    async recordOrderPlaced(tx: Executor, order: OrderPlacedEvent) {
      await insertEvent(tx, {
        name: 'order_placed',
        userId: order.userId,
        storeId: order.storeId,
        payload: {
          orderId: order.orderId,
          orderType: order.orderType,
          chargedCents: order.chargedCents,
          paymentStatus: order.paymentStatus,
        },
      });
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
