import {
  DomainError,
  cartSubtotalCents,
  createCartLine,
  createDealCartLine,
  isDealOffered,
  isItemOrderableAt,
  orderItemSelection,
  type CartLine,
  type Deal,
  type MenuItem,
  type OptionGroup,
  type OrderItemJson,
} from '@orderlane/domain';
import type { MenuItemRow, OptionRow, StoreForPricing } from './pricing-repository.js';

export interface PricingMenu {
  items: MenuItemRow[];
  optionRows: OptionRow[];
  deals: Deal[];
}

export interface LineContext {
  store: StoreForPricing;
  menu: PricingMenu;
  /** Store-local 'HH:mm' the order is for (now for ASAP), for items with a daily window. */
  localTime: string;
  now: Date;
}

export function groupOptionRows(rows: readonly OptionRow[]): Map<number, OptionGroup[]> {
  const byItem = new Map<number, OptionGroup[]>();
  for (const row of rows) {
    const groups = byItem.get(row.itemId) ?? [];
    let group = groups.find((candidate) => candidate.groupId === row.groupId);
    if (!group) {
      group = {
        groupId: row.groupId,
        name: row.groupName,
        required: row.required,
        numOfChoice: row.numOfChoice,
        multiQtyAllowed: row.multiQtyAllowed,
        options: [],
      };
      groups.push(group);
      byItem.set(row.itemId, groups);
    }
    if (row.option) {
      group.options.push(row.option);
    }
  }
  return byItem;
}

function toMenuItem(row: MenuItemRow, optionGroups: OptionGroup[]): MenuItem {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    cnName: row.cnName,
    description: row.description,
    priceCents: row.priceCents,
    mPriceCents: row.mPriceCents,
    offerPriceCents: row.offerPriceCents,
    active: row.active,
    displayOrder: row.displayOrder,
    categoryId: row.categoryId,
    restaurantInfoId: row.restaurantInfoId,
    imageUrl: row.imageUrl,
    spicy: row.spicy,
    raw: row.raw,
    printerName: row.printerName,
    printable: row.printable,
    taxExempt: row.taxExempt,
    optionGroups,
  };
}

/** One priced line from the menu as the database has it; the payload gives only ids, picks and quantities. */
function buildItemLine(
  line: OrderItemJson,
  context: LineContext,
  groupsByItem: Map<number, OptionGroup[]>,
): CartLine {
  const row = context.menu.items.find((candidate) => candidate.id === line.itemId);
  if (!row) {
    throw new DomainError('invalid_data', `Item ${line.itemId} is not on the menu of ${context.store.name}.`);
  }
  if (!isItemOrderableAt(row, row.category, context.localTime)) {
    throw new DomainError(
      'invalid_data',
      `"${row.name}" is not available at the chosen time. Please remove it from your cart.`,
    );
  }
  return createCartLine({
    item: toMenuItem(row, groupsByItem.get(row.id) ?? []),
    selection: orderItemSelection(line),
    quantity: line.quantity,
    category: row.category,
    specialInstructions: context.store.specialRequestAvailable ? line.specialInstructions : '',
    mRate: context.store.mRate,
  });
}

/** A deal line: one per order, offered now for the other lines' subtotal (000 §4 Deals). */
function buildDealLine(line: OrderItemJson, context: LineContext, itemLines: CartLine[]): CartLine {
  const deal = context.menu.deals.find((candidate) => candidate.id === line.itemId);
  if (!deal) {
    throw new DomainError('invalid_data', `Deal ${line.itemId} is not offered by ${context.store.name}.`);
  }
  const offered = isDealOffered(deal, {
    now: context.now,
    timeZone: context.store.timeZone,
    cartSubtotalCents: cartSubtotalCents(itemLines),
    cartHasDeal: false,
  });
  if (!offered) {
    throw new DomainError('invalid_data', `"${deal.name}" is not available for this order.`);
  }
  return createDealCartLine(deal, context.store.id);
}

/** Every line rebuilt from the database; prices in the payload are never read. */
export function buildOrderLines(orderItems: readonly OrderItemJson[], context: LineContext): CartLine[] {
  const groupsByItem = groupOptionRows(context.menu.optionRows);
  const dealLines = orderItems.filter((line) => line.orderItemType === 'DEAL_ITEM');
  if (dealLines.length > 1) {
    throw new DomainError('invalid_data', 'An order can hold only one deal.');
  }
  const itemLines = orderItems
    .filter((line) => line.orderItemType !== 'DEAL_ITEM')
    .map((line) => buildItemLine(line, context, groupsByItem));
  const [dealLine] = dealLines;
  return dealLine ? [...itemLines, buildDealLine(dealLine, context, itemLines)] : itemLines;
}
