import {
  centsToDollars,
  formatOrderNumber,
  formatPhoneDisplay,
  parseStoreLocalTime,
  toStoreLocalTime,
} from '@orderlane/domain';
import type { Db } from '@/db/client.js';
import type { StoresService } from '@/modules/stores/stores-service.js';
import { refundTotals } from './order-refunds-mappers.js';
import { findRefundsOfOrders } from './order-refunds-repository.js';
import type { OrderSearchQuery } from './order-search-schemas.js';
import { searchStoreOrders, type OrderSearchFilter } from './order-search-repository.js';

/** What the search text can be: an order number, phone digits, or part of a name. */
export function readSearchText(text: string | undefined) {
  const query = (text ?? '').trim();
  if (!query) {
    return { orderId: null, phoneDigits: null, name: null };
  }
  const number = /^(?:TS-?)?(\d{1,9})$/i.exec(query);
  const digits = query.replace(/\D/g, '');
  const isPhoneLike = /^[\d\s()+.-]+$/.test(query);
  return {
    orderId: number ? Number(number[1]) : null,
    phoneDigits: isPhoneLike && digits.length >= 3 ? digits : null,
    name: !number && !isPhoneLike ? query : null,
  };
}

/** The portal's order search: any past order of a store, beyond the board's today. */
export function createOrderSearchService({
  db,
  stores,
}: {
  db: Db;
  stores: Pick<StoresService, 'getStoreProfile'>;
}) {
  return {
    async search(query: OrderSearchQuery) {
      const { timeZone } = await stores.getStoreProfile(query.storeId);
      const dayStart = (date: string) => parseStoreLocalTime(`${date} 00:00:00`, timeZone);
      const filter: OrderSearchFilter = {
        storeId: query.storeId,
        ...readSearchText(query.q),
        placedFrom: query.from ? (dayStart(query.from)?.toJSDate() ?? null) : null,
        placedBefore: query.to ? (dayStart(query.to)?.plus({ days: 1 }).toJSDate() ?? null) : null,
      };
      const { rows, total } = await searchStoreOrders(db, filter, {
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      const refunds = await findRefundsOfOrders(
        db,
        rows.map((row) => row.id),
      );
      return {
        storeId: query.storeId,
        page: query.page,
        pageSize: query.pageSize,
        total,
        pageCount: Math.max(1, Math.ceil(total / query.pageSize)),
        orders: rows.map((row) => {
          const totals = refundTotals(
            row.chargedCents,
            refunds.filter((refund) => refund.orderId === row.id),
          );
          return {
            orderId: row.id,
            number: formatOrderNumber(row.id),
            status: row.status,
            orderType: row.orderType,
            placedAt: row.placedAt ? toStoreLocalTime(row.placedAt, timeZone) : null,
            customer: {
              firstName: row.firstName ?? '',
              lastName: row.lastName ?? '',
              phone: row.phoneNumber ? formatPhoneDisplay(row.phoneNumber) : '',
            },
            payment: row.paymentStatus === 'CREDIT' ? 'CARD' : 'IN_STORE',
            amount: centsToDollars(row.chargedCents ?? 0),
            refundedAmount: centsToDollars(totals.refundedCents),
            stillCharged: centsToDollars(totals.stillChargedCents),
          };
        }),
      };
    },
  };
}

export type OrderSearchService = ReturnType<typeof createOrderSearchService>;
