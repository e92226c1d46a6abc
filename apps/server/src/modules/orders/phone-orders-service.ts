import type { DisplayLocale, OrderJson } from '@orderlane/domain';
import { priceOrder } from './calculate-order.js';
import { DEFAULT_CARD_PAUSE_RULE } from './card-pauses.js';
import { orderAttemptRules } from './orders-attempt-rules.js';
import { toCalculatedOrderWire, toPendingOrderRows } from './orders-mappers.js';
import { insertPendingOrder } from './orders-repository.js';
import { placePhoneOrder, type PhoneOrderDeps, type PlacePhoneOrderInput } from './place-phone-order.js';
import { findStoreCustomersByPhone } from './phone-orders-repository.js';

const CUSTOMER_MATCHES = 5;

type Defaulted = 'clock' | 'attemptRules' | 'cardPause';
export type PhoneOrdersServiceDeps = Omit<PhoneOrderDeps, Defaulted> &
  Partial<Pick<PhoneOrderDeps, Defaulted>>;

/** Orders a store's staff take by phone: priced and placed without a diner account, marked PHONE for the board. */
export function createPhoneOrdersService(options: PhoneOrdersServiceDeps) {
  const deps: PhoneOrderDeps = {
    ...options,
    clock: options.clock ?? (() => new Date()),
    attemptRules: options.attemptRules ?? orderAttemptRules,
    cardPause: options.cardPause ?? DEFAULT_CARD_PAUSE_RULE,
  };
  return {
    /** Prices the cart as calculateOrder does; a submittable one is recorded as a pending PHONE order. */
    async calculatePhoneOrder(input: { order: OrderJson; locale: DisplayLocale }) {
      const priced = await priceOrder(deps, { ...input, userId: null });
      if (!priced.orderability.orderable) {
        return toCalculatedOrderWire(priced, null);
      }
      const rows = toPendingOrderRows(priced);
      const orderId = await deps.db.transaction((tx) =>
        insertPendingOrder(tx, { ...rows, order: { ...rows.order, channel: 'PHONE' } }),
      );
      return toCalculatedOrderWire(priced, orderId);
    },

    placePhoneOrder: (input: PlacePhoneOrderInput) => placePhoneOrder(deps, input),

    /** The store's past customers with this phone number (ten digits), one per distinct name and address. */
    async findCustomersByPhone(storeId: number, tenDigits: string) {
      const rows = await findStoreCustomersByPhone(deps.db, storeId, tenDigits, 50);
      const seen = new Set<string>();
      const distinct = rows.filter((row) => {
        const key = [row.firstName, row.lastName, row.address, row.address2, row.zip]
          .map((part) => (part ?? '').trim().toLowerCase())
          .join('|');
        return seen.has(key) ? false : (seen.add(key), true);
      });
      return distinct.slice(0, CUSTOMER_MATCHES);
    },
  };
}

export type PhoneOrdersService = ReturnType<typeof createPhoneOrdersService>;

// The storefront's language rule (marketplace or plain prices), shared with the staff routes.
export { pickLocale } from './orders-schemas.js';
