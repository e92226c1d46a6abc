import { z } from 'zod';
import { orderTypeSchema } from '../cart/cart-state.js';
import { SPECIAL_INSTRUCTIONS_MAX_LENGTH } from '../input-rules/special-instructions.js';
import { OPTION_QUANTITY_MAX } from '../option-groups/option-groups.js';
import type { OptionSelection } from '../pricing/item-prices.js';
import { customerJsonSchema } from './customer-payload.js';
import {
  dollarsSchema,
  optionalText,
  quantitySchema,
  scheduleTimeSchema,
  wireIdSchema,
} from './wire-fields.js';

// Prices a client sends are accepted for shape only; the server recomputes every figure.
const clientPrice = dollarsSchema(-100_000, 100_000).nullish();

export const orderItemOptionJsonSchema = z.object({
  groupId: wireIdSchema,
  /** The option's id (spec lists name and price only; the server needs the id to price it). */
  id: wireIdSchema,
  quantity: z.number().int().min(1).max(OPTION_QUANTITY_MAX),
  name: optionalText(200),
  cnName: optionalText(200),
  price: clientPrice,
});

export const orderItemJsonSchema = z.object({
  /** Menu item id, or the deal id when orderItemType is DEAL_ITEM. */
  itemId: wireIdSchema,
  quantity: quantitySchema,
  restaurantInfoId: wireIdSchema.nullish(),
  name: optionalText(200),
  cnName: optionalText(200),
  price: clientPrice,
  mOrderItem: z.object({ price: clientPrice }).nullish(),
  orderItemType: z.enum(['ITEM', 'DEAL_ITEM']).nullish(),
  orderItemsOptions: z.array(orderItemOptionJsonSchema).max(100).default([]),
  categoryId: wireIdSchema.nullish(),
  categoryName: optionalText(200),
  categoryCnName: optionalText(200),
  specialInstructions: optionalText(SPECIAL_INSTRUCTIONS_MAX_LENGTH),
  printerName: optionalText(100),
  printable: z.boolean().nullish(),
  taxExempt: z.boolean().nullish(),
});
export type OrderItemJson = z.infer<typeof orderItemJsonSchema>;

/** `orderjson` of calculateOrder and the `order` of sendOrderV2. Tip and fees are dollars. */
export const orderJsonSchema = z.object({
  restaurantInfoId: wireIdSchema,
  /** The calculated order's id; resending it places the order at most once. */
  orderId: wireIdSchema.nullish(),
  ticketNumber: optionalText(20),
  online: z.boolean().nullish(),
  orderType: orderTypeSchema,
  scheduleTime: scheduleTimeSchema,
  customer: customerJsonSchema.nullish(),
  orderItems: z.array(orderItemJsonSchema).min(1, 'The order has no items').max(100),
  tip: dollarsSchema(0, 10_000)
    .nullish()
    .transform((tip) => tip ?? 0),
  specialInstructions: optionalText(SPECIAL_INSTRUCTIONS_MAX_LENGTH),
  tableName: optionalText(50),
  /** A dine-in order: the table's signed token, read from the QR code on the table. */
  tableToken: optionalText(100),
  /** A walk-in order paid in store: the counter's signed token, read from the QR code at the counter. */
  counterToken: optionalText(100),
  /** A walk-in order: where the diner's device is, checked against the store's in-store radius. */
  devicePosition: z
    .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
    .nullish(),
  // Spec names only IN_STORE (dine-in paid at the counter); card orders say CREDIT_CARD.
  orderPaymentMethod: z.enum(['CREDIT_CARD', 'IN_STORE']).nullish(),
  subTotal: clientPrice,
  total: clientPrice,
  discount: clientPrice,
  deliveryFee: clientPrice,
  convenienceFee: clientPrice,
  mOrder: z.object({ reward: clientPrice, deliveryFee: clientPrice }).partial().nullish(),
});
export type OrderJson = z.infer<typeof orderJsonSchema>;
export type OrderJsonInput = z.input<typeof orderJsonSchema>;

/** The option picks of one wire line, as the pricing and option rules take them. */
export function orderItemSelection(item: Pick<OrderItemJson, 'orderItemsOptions'>): OptionSelection {
  return item.orderItemsOptions.map((option) => ({
    groupId: option.groupId,
    optionId: option.id,
    quantity: option.quantity,
  }));
}
