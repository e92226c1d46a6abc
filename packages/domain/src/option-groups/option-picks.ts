import type { OptionGroup } from '../menu/menu.js';
import type { OptionSelection } from '../pricing/item-prices.js';
import {
  OPTION_QUANTITY_MAX,
  chosenCount,
  chosenQuantity,
  maxChoiceCount,
  optionGroupKind,
} from './option-groups.js';

export type OptionRef = { groupId: number; optionId: number };

function findGroup(groups: readonly OptionGroup[], pick: OptionRef): OptionGroup | undefined {
  const group = groups.find((candidate) => candidate.groupId === pick.groupId);
  return group?.options.some((option) => option.id === pick.optionId && option.active) ? group : undefined;
}

function withQuantity(selection: OptionSelection, pick: OptionRef, quantity: number): OptionSelection {
  const isSame = (entry: OptionRef): boolean =>
    entry.groupId === pick.groupId && entry.optionId === pick.optionId;
  if (quantity <= 0) {
    return selection.filter((entry) => !isSame(entry));
  }
  return selection.some(isSame)
    ? selection.map((entry) => (isSame(entry) ? { ...entry, quantity } : entry))
    : [...selection, { ...pick, quantity }];
}

/** The highest quantity this option may reach given the rest of its group. */
export function optionQuantityLimit(
  groups: readonly OptionGroup[],
  selection: OptionSelection,
  pick: OptionRef,
): number {
  const group = findGroup(groups, pick);
  if (!group) {
    return 0;
  }
  const own = chosenQuantity(selection, pick.groupId, pick.optionId);
  const roomInGroup = maxChoiceCount(group) - (chosenCount(selection, pick.groupId) - own);
  return Math.min(group.multiQtyAllowed ? OPTION_QUANTITY_MAX : 1, roomInGroup);
}

export function canIncreaseOption(
  groups: readonly OptionGroup[],
  selection: OptionSelection,
  pick: OptionRef,
): boolean {
  return (
    chosenQuantity(selection, pick.groupId, pick.optionId) < optionQuantityLimit(groups, selection, pick)
  );
}

/** A tap: replaces the pick in a single-choice group, else toggles the option (ignored when the group is full). */
export function applyOptionPick(
  groups: readonly OptionGroup[],
  selection: OptionSelection,
  pick: OptionRef,
): OptionSelection {
  const group = findGroup(groups, pick);
  if (!group) {
    return selection;
  }
  if (optionGroupKind(group) === 'single') {
    return [...selection.filter((entry) => entry.groupId !== pick.groupId), { ...pick, quantity: 1 }];
  }
  if (chosenQuantity(selection, pick.groupId, pick.optionId) > 0) {
    return withQuantity(selection, pick, 0);
  }
  return canIncreaseOption(groups, selection, pick) ? withQuantity(selection, pick, 1) : selection;
}

/** A stepper press: never below 0, never past the option's or the group's limit. */
export function stepOptionQuantity(
  groups: readonly OptionGroup[],
  selection: OptionSelection,
  pick: OptionRef,
  delta: number,
): OptionSelection {
  const current = chosenQuantity(selection, pick.groupId, pick.optionId);
  const limit = Math.max(current, optionQuantityLimit(groups, selection, pick));
  const next = Math.min(limit, Math.max(0, current + delta));
  return next === current ? selection : withQuantity(selection, pick, next);
}
