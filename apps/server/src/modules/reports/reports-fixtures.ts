import type { FastifyInstance } from 'fastify';
import { orderItems, orders } from '@/db/schema/index.js';

export interface ReportOrderRow {
  storeId: number;
  placedAt: string;
  orderType?: 'DELIVERY' | 'PICK_UP' | 'DINE_IN' | 'WALK_IN';
  status?: 'PENDING' | 'PLACED' | 'PAYMENT_FAILED' | 'ACCEPTED' | 'READY' | 'COMPLETED' | 'REJECTED';
  paymentStatus?: 'CREDIT' | 'CASH';
  refundStatus?: 'PENDING' | 'VOIDED' | 'REFUNDED' | 'FAILED' | null;
  subtotalCents: number;
  tipCents?: number;
  discountCents?: number;
  lines?: { name: string; quantity: number; subtotalCents: number; taxExempt?: boolean }[];
  /** When the order was last moved (its rejection); none by default. */
  statusChangedAt?: string;
}

/** Writes a placed order as the order flow leaves it (tax 10%, charged = total), at a chosen instant. */
export async function insertReportOrder(app: FastifyInstance, row: ReportOrderRow) {
  const tip = row.tipCents ?? 0;
  const discount = row.discountCents ?? 0;
  const tax = Math.round(row.subtotalCents / 10);
  const total = row.subtotalCents + tax + tip - discount;
  const [order] = await app.db
    .insert(orders)
    .values({
      storeId: row.storeId,
      status: row.status ?? 'COMPLETED',
      orderType: row.orderType ?? 'PICK_UP',
      paymentStatus: row.paymentStatus ?? 'CREDIT',
      refundStatus: row.refundStatus ?? null,
      subtotalCents: row.subtotalCents,
      taxCents: tax,
      deliveryFeeCents: 0,
      convenienceFeeCents: 0,
      tipCents: tip,
      discountCents: discount,
      totalCents: total,
      mOrder: {},
      mTotalCents: total,
      chargedCents: total,
      pricingFingerprint: 'report-fixture',
      placedAt: new Date(row.placedAt),
      createdAt: new Date(row.placedAt),
      statusChangedAt: row.statusChangedAt ? new Date(row.statusChangedAt) : null,
    })
    .returning({ id: orders.id, chargedCents: orders.chargedCents });
  const lines = row.lines ?? [{ name: 'Burger', quantity: 1, subtotalCents: row.subtotalCents }];
  await app.db.insert(orderItems).values(
    lines.map((line) => ({
      orderId: order!.id,
      name: line.name,
      quantity: line.quantity,
      unitPriceCents: Math.round(line.subtotalCents / line.quantity),
      mUnitPriceCents: Math.round(line.subtotalCents / line.quantity),
      subtotalCents: line.subtotalCents,
      taxExempt: line.taxExempt ?? false,
    })),
  );
  return { id: order!.id, chargedCents: order!.chargedCents! };
}
