import {
  calculateOrderTotals,
  marketplaceUnitPriceCents,
  unitPriceCents,
  validateSelection,
  type DiscountCustomer,
  type OptionGroup,
  type OptionSelection,
  type OrderTotals,
} from '@orderlane/domain';
import type { SeedOrderLine } from './demo-diner.js';
import type { InsertedItem } from './insert-demo-menu.js';
import type { SeedStore } from './seed-types.js';

/** The demo diner's past orders priced by the same domain rules as live orders. */

export interface PricedPick {
  groupId: number;
  optionId: number;
  name: string;
  cnName: string;
  quantity: number;
  priceCents: number;
}

export interface PricedLine {
  inserted: InsertedItem;
  quantity: number;
  picks: PricedPick[];
  unitCents: number;
  mUnitCents: number;
  specialInstructions: string | null;
}

function toOptionGroups(inserted: InsertedItem): OptionGroup[] {
  return inserted.groups.map(({ id, group, optionIds }) => ({
    groupId: id,
    name: group.name,
    required: group.required,
    numOfChoice: group.numOfChoice,
    multiQtyAllowed: group.multiQtyAllowed,
    options: group.options.map((option) => ({
      id: optionIds.get(option)!,
      name: option.name,
      cnName: option.cnName,
      priceCents: option.priceCents,
      active: option.active,
    })),
  }));
}

/** Resolves a line's picks by group and option name, checks them like a live cart, and prices the unit. */
export function priceLine(inserted: InsertedItem, line: SeedOrderLine, mRate: number): PricedLine {
  const picks = (line.picks ?? []).map((wanted) => {
    const group = inserted.groups.find((candidate) => candidate.group.name === wanted.group);
    const option = group?.group.options.find((candidate) => candidate.name === wanted.option);
    if (!group || !option) {
      throw new Error(`Seed order: item ${line.code} has no option "${wanted.option}" in "${wanted.group}"`);
    }
    return {
      groupId: group.id,
      optionId: group.optionIds.get(option)!,
      name: option.name,
      cnName: option.cnName,
      quantity: wanted.quantity ?? 1,
      priceCents: option.priceCents,
    };
  });
  const optionGroups = toOptionGroups(inserted);
  const selection: OptionSelection = picks.map(({ groupId, optionId, quantity }) => ({
    groupId,
    optionId,
    quantity,
  }));
  validateSelection(optionGroups, selection);
  const { item } = inserted;
  const priced = {
    priceCents: item.priceCents,
    mPriceCents: null,
    offerPriceCents: item.offerPriceCents ?? null,
    optionGroups,
  };
  return {
    inserted,
    quantity: line.quantity,
    picks,
    unitCents: unitPriceCents(priced, selection),
    mUnitCents: marketplaceUnitPriceCents(priced, selection, mRate),
    specialInstructions: line.specialInstructions ?? null,
  };
}

export function priceOrder(input: {
  store: SeedStore;
  lines: PricedLine[];
  orderType: 'PICK_UP' | 'DELIVERY';
  deliveryFeeCents: number;
  tipCents: number;
  customer: DiscountCustomer;
}): OrderTotals {
  return calculateOrderTotals({
    lines: input.lines.map((line) => ({
      priceCents: line.unitCents,
      mPriceCents: line.mUnitCents,
      quantity: line.quantity,
      taxExempt: false,
    })),
    orderType: input.orderType,
    convenienceFeeCents: null,
    deliveryFeeCents: input.deliveryFeeCents,
    taxRate: input.store.taxRate,
    tipCents: input.tipCents,
    customer: input.customer,
    rewardRate: input.store.rewardRate,
  });
}

/** Great-circle distance, for the delivery fee of a past order. */
export function distanceMiles(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.sqrt(a));
}
