import type { RejectReason } from '@orderlane/domain';
import type { PortalOrderStatus, RefundStatus } from './portal-order';

export type RefundKind = 'REFUND' | 'CANCEL' | 'REJECT';

/** One amount given back, as the portal lists it; time store-local 'YYYY-MM-DD HH:mm:ss'. */
export interface PortalRefund {
  id: number;
  kind: RefundKind;
  amount: number;
  reason: string;
  time: string;
  status: RefundStatus;
  method: 'VOID' | 'REFUND' | null;
  /** The order line ids it gave back, when refunded by line. */
  lines: number[];
  by: string;
  gatewayMessage: string | null;
}

export interface PortalOrderDetailLine {
  id: number;
  name: string;
  cnName: string | null;
  quantity: number;
  specialInstructions: string;
  unitPrice: number;
  subtotal: number;
  /** What refunding this line gives back: its share of what was paid for the food. */
  refundAmount: number;
  isRefunded: boolean;
  options: { name: string; cnName: string | null; quantity: number; price: number }[];
}

/** GET /portal/orders/{orderId}/detail: one order in full; money in dollars. */
export interface PortalOrderDetail {
  orderId: number;
  number: string;
  storeId: number;
  status: PortalOrderStatus;
  orderType: string;
  placedAt: string | null;
  wantedTime: string | null;
  readyTime: string | null;
  customer: { firstName: string; lastName: string; phone: string; email: string };
  deliveryAddress: string | null;
  deliveryNote: string | null;
  tableName: string | null;
  specialInstructions: string;
  lines: PortalOrderDetailLine[];
  amount: number;
  payment: 'CARD' | 'IN_STORE';
  rejectReason: RejectReason | null;
  rejectNote: string | null;
  refundStatus: RefundStatus | null;
  refundedAmount: number;
  stillCharged: number;
  refundable: number;
  refunds: PortalRefund[];
  totals: {
    subtotal: number;
    discount: number;
    tax: number;
    deliveryFee: number;
    convenienceFee: number;
    tip: number;
    total: number;
  };
  paymentDetails: { method: 'CARD' | 'IN_STORE'; charged: number; transactionId: string | null };
  history: { status: string; at: string; by: string; note: string | null }[];
}

/** One row of the order search. */
export interface PortalOrderSummary {
  orderId: number;
  number: string;
  status: PortalOrderStatus;
  orderType: string;
  placedAt: string | null;
  customer: { firstName: string; lastName: string; phone: string };
  payment: 'CARD' | 'IN_STORE';
  amount: number;
  refundedAmount: number;
  stillCharged: number;
}

export interface PortalOrderSearchPage {
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
  orders: PortalOrderSummary[];
}

/** Refund and cancel are offered once the order is accepted and while a card charge is left to give back. */
export const canRefund = (order: PortalOrderDetail) =>
  order.payment === 'CARD' &&
  order.refundable > 0 &&
  (order.status === 'ACCEPTED' || order.status === 'READY' || order.status === 'COMPLETED');

export const canCancel = (order: PortalOrderDetail) =>
  order.status === 'ACCEPTED' || order.status === 'READY';
