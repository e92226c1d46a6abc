import { DomainError, isReceivedOrderStatus } from '@orderlane/domain';
import type { Db } from '@/db/client.js';
import { dinerRefundsOfOrders } from '@/modules/portal/order-refunds-service.js';
import { toOrderDetailWire, toOrderSummaryWire } from './order-history-mappers.js';
import * as history from './order-history-repository.js';

export function createOrderHistoryService({ db }: { db: Db }) {
  return {
    /** The user's placed orders, newest first. */
    async searchOrderHistory(userId: number) {
      const rows = await history.findPlacedOrdersByUser(db, userId);
      const refunds = await dinerRefundsOfOrders(db, rows);
      return rows.map((row) => toOrderSummaryWire(row, refunds.get(row.id)));
    },

    /** One placed order's detail for its owner: 404 when unknown (or never placed), 403 for someone else's. */
    async searchOrder(userId: number, orderId: number) {
      const order = await history.findOrderById(db, orderId);
      if (!order || !isReceivedOrderStatus(order.status)) {
        throw new DomainError('not_found', `Order ${orderId} was not found.`);
      }
      if (order.userId !== userId) {
        throw new DomainError('forbidden', 'This order belongs to another account.');
      }
      const [lines, refunds] = await Promise.all([
        history.findOrderLines(db, orderId),
        dinerRefundsOfOrders(db, [order]),
      ]);
      return toOrderDetailWire(order, lines, refunds.get(orderId));
    },
  };
}
