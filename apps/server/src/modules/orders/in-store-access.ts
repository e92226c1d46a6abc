import {
  COUNTER_TOKEN_REFUSED_MESSAGE,
  DEFAULT_IN_STORE_RADIUS_METERS,
  TABLE_TOKEN_REFUSED_MESSAGE,
  inStoreCapProblem,
  walkInPositionProblem,
  type OrderJson,
} from '@orderlane/domain';
import type { Executor } from '@/db/client.js';
import type { TableTokens } from '@/plugins/table-tokens.js';
import * as inStore from './in-store-repository.js';
import type { StoreForPricing } from './pricing-repository.js';

const DAY_MS = 24 * 60 * 60_000;

export interface InStoreAccessDeps {
  db: Executor;
  tableTokens: Pick<TableTokens, 'verify' | 'verifyCounter'>;
}

/**
 * Why an in-store order cannot be taken from this diner, or null: a dine-in order must carry the token of its
 * table's QR code; a walk-in order the token of the counter's QR code, or, when paid by card, a device position
 * inside the store's radius (a position the phone reports proves nothing for an order paid later). Checked when
 * the order is calculated and again when it is sent.
 */
export async function findInStoreAccessProblem(
  deps: InStoreAccessDeps,
  order: OrderJson,
  store: Pick<StoreForPricing, 'id' | 'latitude' | 'longitude'>,
  { isPaidByCard }: { isPaidByCard: boolean },
): Promise<string | null> {
  if (order.orderType === 'DINE_IN') {
    return deps.tableTokens.verify(order.tableToken, store.id, order.tableName)
      ? null
      : TABLE_TOKEN_REFUSED_MESSAGE;
  }
  if (order.orderType === 'WALK_IN') {
    if (deps.tableTokens.verifyCounter(order.counterToken, store.id)) {
      return null;
    }
    if (!isPaidByCard) {
      return COUNTER_TOKEN_REFUSED_MESSAGE;
    }
    const radius =
      (await inStore.findInStoreRadiusMeters(deps.db, store.id)) ?? DEFAULT_IN_STORE_RADIUS_METERS;
    return walkInPositionProblem(store, order.devicePosition, radius);
  }
  return null;
}

/** Why the diner may not add another order to pay in store here (too many unpaid), or null. */
export async function findInStoreCapProblem(
  db: Executor,
  { userId, storeId, now }: { userId: number; storeId: number; now: Date },
): Promise<string | null> {
  const counts = await inStore.countUnpaidInStoreOrders(db, {
    userId,
    storeId,
    since: new Date(now.getTime() - DAY_MS),
  });
  return inStoreCapProblem(counts);
}

export const lockDinerInStoreOrders = inStore.lockDinerInStoreOrders;
