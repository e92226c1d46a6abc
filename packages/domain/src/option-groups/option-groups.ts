import type { OptionGroup } from '../menu/menu.js';
import type { OptionSelection } from '../pricing/item-prices.js';

export type OptionGroupKind = 'single' | 'required-multi' | 'up-to' | 'unlimited';

/** The read-only quantity field holds 3 digits. */
export const OPTION_QUANTITY_MAX = 999;
export const ITEM_QUANTITY_MIN = 1;
export const ITEM_QUANTITY_MAX = 99;

export function optionGroupKind(group: Pick<OptionGroup, 'required' | 'numOfChoice'>): OptionGroupKind {
  if (group.required) {
    // A required group with numOfChoice 0 still needs one pick.
    return group.numOfChoice > 1 ? 'required-multi' : 'single';
  }
  return group.numOfChoice > 0 ? 'up-to' : 'unlimited';
}

/** How many picks a group needs before the item can be added (0 when optional). */
export function requiredChoiceCount(group: Pick<OptionGroup, 'required' | 'numOfChoice'>): number {
  return group.required ? Math.max(1, group.numOfChoice) : 0;
}

/** The most picks a group takes in total, or Infinity. */
export function maxChoiceCount(group: Pick<OptionGroup, 'required' | 'numOfChoice'>): number {
  const kind = optionGroupKind(group);
  if (kind === 'unlimited') {
    return Number.POSITIVE_INFINITY;
  }
  return kind === 'single' ? 1 : group.numOfChoice;
}

/** 'Choose up to N' for optional capped groups; spec is silent on the others, so they show 'Choose N'. */
export function optionGroupHint(group: Pick<OptionGroup, 'required' | 'numOfChoice'>): string | null {
  const kind = optionGroupKind(group);
  if (kind === 'up-to') {
    return `Choose up to ${group.numOfChoice}`;
  }
  return kind === 'unlimited' ? null : `Choose ${requiredChoiceCount(group)}`;
}

/** Only active options, and only groups with at least one of them. */
export function visibleOptionGroups(groups: readonly OptionGroup[]): OptionGroup[] {
  return groups
    .map((group) => ({ ...group, options: group.options.filter((option) => option.active) }))
    .filter((group) => group.options.length > 0);
}

export function chosenCount(selection: OptionSelection, groupId: number): number {
  return selection
    .filter((pick) => pick.groupId === groupId)
    .reduce((total, pick) => total + pick.quantity, 0);
}

export function chosenQuantity(selection: OptionSelection, groupId: number, optionId: number): number {
  return selection.find((pick) => pick.groupId === groupId && pick.optionId === optionId)?.quantity ?? 0;
}

/** Visible required groups whose chosen total is below numOfChoice, in menu order (for highlighting). */
export function unmetRequiredGroups(
  groups: readonly OptionGroup[],
  selection: OptionSelection,
): OptionGroup[] {
  return visibleOptionGroups(groups).filter(
    (group) => chosenCount(selection, group.groupId) < requiredChoiceCount(group),
  );
}

/** Item quantity stepper: never below 1, never above 99. */
export function stepItemQuantity(quantity: number, delta: number): number {
  return Math.min(ITEM_QUANTITY_MAX, Math.max(ITEM_QUANTITY_MIN, quantity + delta));
}
