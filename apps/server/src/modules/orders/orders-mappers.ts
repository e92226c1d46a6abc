import {
  centsToDollars,
  filterSpecialInstructions,
  toOrderItemJson,
  type CartLine,
  type PriceBreakdown,
} from '@orderlane/domain';
import type { PricedOrder } from './calculate-order.js';
import type { NewCustomerRow, NewOrderLine, NewOrderRow } from './orders-repository.js';

const dollars = centsToDollars;

/** The rows a calculation records: the order with every figure in cents, its customer snapshot and lines. */
export function toPendingOrderRows(priced: PricedOrder): {
  order: NewOrderRow;
  customer: NewCustomerRow | null;
  lines: NewOrderLine[];
} {
  const { order, totals } = priced;
  const m = totals.marketplace;
  const customer = order.customer;
  return {
    order: {
      storeId: priced.store.id,
      userId: priced.userId,
      orderType: order.orderType,
      scheduleTime: priced.scheduleTime,
      orderPaymentMethod: order.orderPaymentMethod ?? null,
      tableName: order.tableName,
      specialInstructions: filterSpecialInstructions(order.specialInstructions),
      subtotalCents: totals.subtotalCents,
      taxCents: totals.taxCents,
      deliveryFeeCents: totals.deliveryFeeCents,
      convenienceFeeCents: totals.convenienceFeeCents,
      tipCents: totals.tipCents,
      discountCents: totals.discountCents,
      discountKind: priced.discountKind,
      rewardSpentCents: priced.rewardSpentCents,
      totalCents: totals.totalCents,
      mOrder: {
        subtotalCents: m.subtotalCents,
        convenienceFeeCents: m.convenienceFeeCents,
        deliveryFeeCents: m.deliveryFeeCents,
        taxCents: m.taxCents,
        tipCents: m.tipCents,
        discountCents: m.discountCents,
        rewardCents: m.rewardCents,
        totalCents: m.totalCents,
        amountDueCents: m.amountDueCents,
      },
      mTotalCents: m.totalCents,
      chargedCents: priced.chargedCents,
      pricingFingerprint: priced.fingerprint,
    },
    customer: customer
      ? {
          storeId: priced.store.id,
          userId: priced.userId,
          phoneNumber: customer.phoneNumber,
          address: customer.address,
          address2: customer.address2,
          city: customer.city,
          state: customer.state,
          zip: customer.zip,
          firstName: customer.firstName,
          lastName: customer.lastName,
          email: customer.email,
          note: customer.note || 'Hand it to me',
        }
      : null,
    lines: priced.lines.map((line) => ({
      item: {
        itemId: line.orderItemType === 'DEAL_ITEM' ? null : line.itemId,
        dealId: line.orderItemType === 'DEAL_ITEM' ? line.itemId : null,
        orderItemType: line.orderItemType,
        name: line.name,
        cnName: line.cnName,
        quantity: line.quantity,
        unitPriceCents: line.priceCents,
        mUnitPriceCents: line.mPriceCents,
        subtotalCents: line.priceCents * line.quantity,
        categoryId: line.categoryId,
        categoryName: line.categoryName,
        categoryCnName: line.categoryCnName,
        specialInstructions: line.specialInstructions,
        taxExempt: line.taxExempt,
      },
      options: line.options.map((option) => ({
        groupId: option.groupId,
        optionId: option.optionId,
        name: option.name,
        cnName: option.cnName,
        quantity: option.quantity,
        priceCents: option.priceCents,
      })),
    })),
  };
}

/** The domain's order-item wire shape, with the line's subtotal the calculated order adds. */
const toLineWire = (line: CartLine) => ({
  ...toOrderItemJson(line),
  subTotal: dollars(line.priceCents * line.quantity),
});

const breakdownWire = (figures: PriceBreakdown) => ({
  subTotal: dollars(figures.subtotalCents),
  convenienceFee: dollars(figures.convenienceFeeCents),
  deliveryFee: dollars(figures.deliveryFeeCents),
  tax: dollars(figures.taxCents),
  tip: dollars(figures.tipCents),
  discount: dollars(figures.discountCents),
  total: dollars(figures.totalCents),
  amountDue: dollars(figures.amountDueCents),
});

/**
 * 000 §3 Calculated order. `total` is subtotal + fees + tax + tip and `amountDue` subtracts the discount
 * (000 §4 Discount label); `chargeTotal` is what sendOrderV2 will charge: mOrder.amountDue, or amountDue for zh-CN.
 */
export function toCalculatedOrderWire(priced: PricedOrder, orderId: number | null) {
  const { marketplace } = priced.totals;
  const { subTotal, ...m } = breakdownWire(marketplace);
  return {
    submittable: priced.orderability.orderable,
    message: priced.orderability.orderable ? '' : priced.orderability.message,
    orderId,
    restaurantInfoId: priced.store.id,
    orderType: priced.order.orderType,
    scheduleTime: priced.scheduleTime,
    ...breakdownWire(priced.totals),
    discountLabel: priced.discountLabel,
    reward: dollars(marketplace.rewardCents),
    chargeTotal: dollars(priced.chargedCents),
    mOrder: { subtotal: subTotal, ...m, reward: dollars(marketplace.rewardCents) },
    orderItems: priced.lines.map(toLineWire),
  };
}
