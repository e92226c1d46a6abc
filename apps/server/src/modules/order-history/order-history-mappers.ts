import { centsToDollars, discountLabel, toStoreLocalTime } from '@orderlane/domain';
import type { DinerRefundsWire } from '@/modules/portal/order-refunds-service.js';
import type { HistoryOrderLine, HistoryOrderRow } from './order-history-repository.js';

const dollars = centsToDollars;
const mFigure = (row: HistoryOrderRow, key: string) => dollars(row.mOrder[key] ?? 0);

/** Store-local 'YYYY-MM-DD HH:mm:ss', like scheduleTime (the storefront formats it 'MMM Do, h:mm A'). */
const orderDateTime = (row: HistoryOrderRow) =>
  row.placedAt ? toStoreLocalTime(row.placedAt, row.storeTimeZone) : null;

const readyTime = (row: HistoryOrderRow) =>
  row.readyAt ? toStoreLocalTime(row.readyAt, row.storeTimeZone) : null;

/**
 * Order summary. The list shows what the diner paid (or owes), whichever price set it was paid in, so `total`,
 * `mtotal` and `paidTotal` all carry that amount here; the detail keeps the figures before the discount.
 */
const noRefunds = (row: HistoryOrderRow): DinerRefundsWire => {
  const paid = dollars(row.chargedCents ?? 0);
  return { refunds: [], refundedTotal: 0, stillCharged: paid };
};

export function toOrderSummaryWire(row: HistoryOrderRow, refunds: DinerRefundsWire = noRefunds(row)) {
  const paid = dollars(row.chargedCents ?? 0);
  return {
    // `refunds: [{amount, reason, time, status}]`, `refundedTotal` and `stillCharged`: what the card still carries.
    ...refunds,
    orderId: row.id,
    orderType: row.orderType,
    orderDateTime: orderDateTime(row),
    status: row.status,
    readyTime: readyTime(row),
    total: paid,
    mtotal: paid,
    paidTotal: paid,
    restaurantInfoId: row.storeId,
    restaurantInfoName: row.storeName,
    restaurantInfoLogoUrl: row.storeLogoUrl,
  };
}

function toOrderLineWire(line: HistoryOrderLine) {
  return {
    id: line.id,
    itemId: line.itemId ?? line.dealId,
    orderItemType: line.orderItemType,
    name: line.name,
    cnName: line.cnName,
    quantity: line.quantity,
    price: dollars(line.unitPriceCents),
    subTotal: dollars(line.subtotalCents),
    mOrderItem: { price: dollars(line.mUnitPriceCents) },
    specialInstructions: line.specialInstructions ?? '',
    orderItemsOptions: line.options.map((option) => ({
      name: option.name,
      cnName: option.cnName,
      quantity: option.quantity,
      price: dollars(option.priceCents),
    })),
  };
}

/** Order detail, with the mOrder variant of every fee. */
export function toOrderDetailWire(
  row: HistoryOrderRow,
  lines: HistoryOrderLine[],
  refunds: DinerRefundsWire = noRefunds(row),
) {
  return {
    ...toOrderSummaryWire(row, refunds),
    // Before the discount; `discount` and `paidTotal` complete the sum.
    total: dollars(row.totalCents),
    mtotal: dollars(row.mTotalCents),
    rejectReason: row.rejectReason,
    rejectNote: row.rejectNote,
    refundStatus: row.refundStatus,
    scheduleTime: row.scheduleTime,
    tableName: row.tableName ?? '',
    specialInstructions: row.specialInstructions ?? '',
    paymentstatus: row.paymentStatus,
    orderItems: lines.map(toOrderLineWire),
    subTotal: dollars(row.subtotalCents),
    deliveryFee: dollars(row.deliveryFeeCents),
    tax: dollars(row.taxCents),
    convenienceFee: dollars(row.convenienceFeeCents),
    tip: dollars(row.tipCents),
    discount: dollars(row.discountCents),
    discountLabel: row.discountKind ? discountLabel(row.discountKind === 'REWARD_CREDIT') : null,
    mOrder: {
      subtotal: mFigure(row, 'subtotalCents'),
      deliveryFee: mFigure(row, 'deliveryFeeCents'),
      tax: mFigure(row, 'taxCents'),
      convenienceFee: mFigure(row, 'convenienceFeeCents'),
      tip: mFigure(row, 'tipCents'),
      discount: mFigure(row, 'discountCents'),
      reward: mFigure(row, 'rewardCents'),
      total: dollars(row.mTotalCents),
    },
  };
}
