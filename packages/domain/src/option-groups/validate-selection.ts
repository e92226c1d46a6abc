import { DomainError } from '../errors.js';
import type { OptionGroup } from '../menu/menu.js';
import type { OptionSelection } from '../pricing/item-prices.js';
import {
  OPTION_QUANTITY_MAX,
  chosenCount,
  maxChoiceCount,
  requiredChoiceCount,
  visibleOptionGroups,
} from './option-groups.js';

function refuse(message: string): never {
  throw new DomainError('invalid_data', message);
}

function choiceWord(count: number): string {
  return count === 1 ? '1 choice' : `${count} choices`;
}

/** Checks picks against the item's groups; throws DomainError invalid_data naming the group or option at fault. */
export function validateSelection(groups: readonly OptionGroup[], selection: OptionSelection): void {
  const visible = visibleOptionGroups(groups);
  const seen = new Set<string>();
  for (const pick of selection) {
    const group = visible.find((candidate) => candidate.groupId === pick.groupId);
    if (!group) {
      refuse(`Option group ${pick.groupId} is not available for this item`);
    }
    const option = group.options.find((candidate) => candidate.id === pick.optionId);
    if (!option) {
      refuse(`Option ${pick.optionId} is not available in "${group.name}"`);
    }
    const key = `${pick.groupId}:${pick.optionId}`;
    if (seen.has(key)) {
      refuse(`"${option.name}" is listed twice in "${group.name}"`);
    }
    seen.add(key);
    if (!Number.isInteger(pick.quantity) || pick.quantity < 1 || pick.quantity > OPTION_QUANTITY_MAX) {
      refuse(`Quantity of "${option.name}" must be a whole number from 1 to ${OPTION_QUANTITY_MAX}`);
    }
    if (pick.quantity > 1 && !group.multiQtyAllowed) {
      refuse(`"${option.name}" can be chosen only once in "${group.name}"`);
    }
  }
  for (const group of visible) {
    const count = chosenCount(selection, group.groupId);
    const needed = requiredChoiceCount(group);
    if (count < needed) {
      refuse(`"${group.name}" needs ${choiceWord(needed)}, got ${count}`);
    }
    const most = maxChoiceCount(group);
    if (count > most) {
      refuse(`"${group.name}" takes at most ${choiceWord(most)}, got ${count}`);
    }
  }
}
