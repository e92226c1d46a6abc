import { requiredChoiceCount } from './option-groups.js';

export const NUM_OF_CHOICE_MAX = 50;

export interface OptionGroupDraft {
  name: string;
  required: boolean;
  numOfChoice: number;
  multiQtyAllowed: boolean;
}

/** Problems with an option group as saved, each a sentence: a diner must always be able to complete it. */
export function optionGroupProblems(
  group: OptionGroupDraft,
  options: readonly { active: boolean }[],
): string[] {
  const label = `"${group.name}"`;
  if (
    !Number.isInteger(group.numOfChoice) ||
    group.numOfChoice < 0 ||
    group.numOfChoice > NUM_OF_CHOICE_MAX
  ) {
    return [`${label}: the number of choices must be a whole number from 0 to ${NUM_OF_CHOICE_MAX}.`];
  }
  const active = options.filter((option) => option.active).length;
  if (group.required) {
    const needed = requiredChoiceCount(group);
    if (active === 0) {
      return [`${label} is required but has no active options.`];
    }
    if (!group.multiQtyAllowed && active < needed) {
      return [`${label} needs ${needed} picks but has only ${active} active options.`];
    }
    return [];
  }
  if (group.numOfChoice > 0 && !group.multiQtyAllowed && group.numOfChoice > options.length) {
    return [`${label} allows up to ${group.numOfChoice} picks but has only ${options.length} options.`];
  }
  return [];
}
