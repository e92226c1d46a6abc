import { dollarsToCents, type RejectReason } from '@orderlane/domain';

export type PortalOrderStatus = 'PLACED' | 'ACCEPTED' | 'READY' | 'COMPLETED' | 'REJECTED';
export type RefundStatus = 'PENDING' | 'VOIDED' | 'REFUNDED' | 'FAILED';

export interface PortalOrderOption {
  name: string;
  cnName: string | null;
  quantity: number;
}

export interface PortalOrderLine {
  name: string;
  cnName: string | null;
  quantity: number;
  specialInstructions: string | null;
  options: PortalOrderOption[];
}

/** One order as the board shows it; times store-local 'YYYY-MM-DD HH:mm:ss', money in cents. */
export interface PortalOrder {
  orderId: number;
  storeId: number;
  status: PortalOrderStatus;
  /** DELIVERY, PICK_UP, DINE_IN or WALK_IN. */
  orderType: string;
  /** The slot the diner asked for; null is ASAP. */
  scheduleTime: string | null;
  placedAt: string;
  /** The ready time promised once accepted. */
  readyTime: string | null;
  prepMinutes: number | null;
  firstName: string | null;
  phoneNumber: string | null;
  address: string | null;
  /** The diner's drop-off note for a delivery ('Leave it at my door. Gate 12'). */
  deliveryNote?: string | null;
  tableName: string | null;
  specialInstructions: string | null;
  totalCents: number;
  isPaidByCard: boolean;
  isPhoneOrder: boolean;
  rejectReason: RejectReason | null;
  /** The store's own words to the diner, if any. */
  rejectNote: string | null;
  refundStatus: RefundStatus | null;
  lines: PortalOrderLine[];
}

/** An order card as GET /portal/orders and each `order` event carry it; money in dollars. */
export interface PortalOrderWire {
  orderId: number;
  storeId: number;
  status: PortalOrderStatus;
  orderType: string;
  isPhoneOrder: boolean;
  placedAt: string | null;
  wantedTime: string | null;
  customer: { firstName: string; phone: string };
  deliveryAddress: string | null;
  deliveryNote?: string | null;
  tableName: string | null;
  specialInstructions: string;
  items: {
    name: string;
    cnName: string | null;
    quantity: number;
    specialInstructions: string;
    options: PortalOrderOption[];
  }[];
  amount: number;
  payment: 'CARD' | 'IN_STORE';
  prepMinutes: number | null;
  readyTime: string | null;
  rejectReason: RejectReason | null;
  rejectReasonText: string | null;
  rejectNote: string | null;
  refundStatus: RefundStatus | null;
}

const orNull = (text: string | null | undefined) => (text && text.trim() !== '' ? text : null);

export function toPortalOrder(wire: PortalOrderWire): PortalOrder {
  return {
    orderId: wire.orderId,
    storeId: wire.storeId,
    status: wire.status,
    orderType: wire.orderType,
    scheduleTime: wire.wantedTime,
    placedAt: wire.placedAt ?? '',
    readyTime: wire.readyTime,
    prepMinutes: wire.prepMinutes,
    firstName: orNull(wire.customer.firstName),
    phoneNumber: orNull(wire.customer.phone),
    address: wire.deliveryAddress,
    deliveryNote: orNull(wire.deliveryNote),
    tableName: wire.tableName,
    specialInstructions: orNull(wire.specialInstructions),
    totalCents: dollarsToCents(wire.amount),
    isPaidByCard: wire.payment === 'CARD',
    isPhoneOrder: wire.isPhoneOrder,
    rejectReason: wire.rejectReason,
    rejectNote: orNull(wire.rejectNote),
    refundStatus: wire.refundStatus,
    lines: wire.items.map((item) => ({
      name: item.name,
      cnName: item.cnName,
      quantity: item.quantity,
      specialInstructions: orNull(item.specialInstructions),
      options: item.options,
    })),
  };
}

/** Whether a JSON value is a whole order card (an event may carry only the order's id and state). */
export const isPortalOrderWire = (value: unknown): value is PortalOrderWire =>
  typeof value === 'object' && value !== null && Array.isArray((value as { items?: unknown }).items);
