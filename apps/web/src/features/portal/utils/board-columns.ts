import type { PortalOrder } from './portal-order';

export type BoardColumnKey = 'new' | 'inProgress' | 'ready' | 'done';
export const boardColumnKeys: readonly BoardColumnKey[] = ['new', 'inProgress', 'ready', 'done'];

export type BoardColumns = Record<BoardColumnKey, PortalOrder[]>;

const byPlaced = (a: PortalOrder, b: PortalOrder) =>
  a.placedAt.localeCompare(b.placedAt) || a.orderId - b.orderId;
const byReady = (a: PortalOrder, b: PortalOrder) =>
  (a.readyTime ?? '').localeCompare(b.readyTime ?? '') || byPlaced(a, b);

/**
 * New orders oldest first (the longest wait on top), in-progress and ready by promised time, and the day's
 * completed or rejected orders newest first; finished orders of earlier days leave the board.
 */
export function groupBoardOrders(orders: readonly PortalOrder[], today: string): BoardColumns {
  const columns: BoardColumns = { new: [], inProgress: [], ready: [], done: [] };
  for (const order of orders) {
    switch (order.status) {
      case 'PLACED':
        columns.new.push(order);
        break;
      case 'ACCEPTED':
        columns.inProgress.push(order);
        break;
      case 'READY':
        columns.ready.push(order);
        break;
      case 'COMPLETED':
      case 'REJECTED':
        if (order.placedAt.slice(0, 10) === today) {
          columns.done.push(order);
        }
        break;
    }
  }
  columns.new.sort(byPlaced);
  columns.inProgress.sort(byReady);
  columns.ready.sort(byReady);
  columns.done.sort((a, b) => byPlaced(b, a));
  return columns;
}

/** The list with `order` replacing its older copy, or added on top when it is new. */
export function upsertOrder(orders: readonly PortalOrder[], order: PortalOrder): PortalOrder[] {
  const index = orders.findIndex((candidate) => candidate.orderId === order.orderId);
  if (index === -1) {
    return [order, ...orders];
  }
  return orders.map((candidate, at) => (at === index ? order : candidate));
}
