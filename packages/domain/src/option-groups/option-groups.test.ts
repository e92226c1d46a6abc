import { describe, expect, it } from 'vitest';
import { makeGroup, makeGroups, makeOption } from '../testing/menu-fixtures.js';
import {
  chosenCount,
  maxChoiceCount,
  optionGroupHint,
  optionGroupKind,
  requiredChoiceCount,
  stepItemQuantity,
  unmetRequiredGroups,
  visibleOptionGroups,
} from './option-groups.js';

describe('option groups', () => {
  it.each([
    [true, 1, 'single', 1, 1, 'Choose 1'],
    [true, 0, 'single', 1, 1, 'Choose 1'],
    [true, 3, 'required-multi', 3, 3, 'Choose 3'],
    [false, 2, 'up-to', 0, 2, 'Choose up to 2'],
    [false, 0, 'unlimited', 0, Number.POSITIVE_INFINITY, null],
  ] as const)(
    'required %s with numOfChoice %s is %s (needs %s, takes %s, hint %s)',
    (required, numOfChoice, kind, needed, most, hint) => {
      const group = { required, numOfChoice };
      expect(optionGroupKind(group)).toBe(kind);
      expect(requiredChoiceCount(group)).toBe(needed);
      expect(maxChoiceCount(group)).toBe(most);
      expect(optionGroupHint(group)).toBe(hint);
    },
  );

  it('only active options, and only groups with one, are shown', () => {
    const groups = [
      makeGroup({ groupId: 1, options: [makeOption({ id: 1 }), makeOption({ id: 2, active: false })] }),
      makeGroup({ groupId: 2, options: [makeOption({ id: 3, active: false })] }),
    ];
    const visible = visibleOptionGroups(groups);
    expect(visible.map((g) => g.groupId)).toEqual([1]);
    expect(visible[0]?.options.map((o) => o.id)).toEqual([1]);
  });

  it.each([
    ['nothing chosen', [], [1, 2]],
    ['a size only', [{ groupId: 1, optionId: 11, quantity: 1 }], [2]],
    [
      'one of two sauces',
      [
        { groupId: 1, optionId: 11, quantity: 1 },
        { groupId: 2, optionId: 21, quantity: 1 },
      ],
      [2],
    ],
    [
      'size and two sauces by quantity',
      [
        { groupId: 1, optionId: 11, quantity: 1 },
        { groupId: 2, optionId: 21, quantity: 2 },
      ],
      [],
    ],
  ])('Item modal: with %s the unmet required groups are %j', (_, selection, expected) => {
    expect(unmetRequiredGroups(makeGroups(), selection).map((g) => g.groupId)).toEqual(expected);
  });

  it('a required group with no active option is not demanded', () => {
    const groups = [makeGroup({ required: true, numOfChoice: 1, options: [makeOption({ active: false })] })];
    expect(unmetRequiredGroups(groups, [])).toEqual([]);
  });

  it('chosen count sums quantities of one group', () => {
    const selection = [
      { groupId: 2, optionId: 21, quantity: 2 },
      { groupId: 2, optionId: 22, quantity: 1 },
      { groupId: 3, optionId: 31, quantity: 5 },
    ];
    expect(chosenCount(selection, 2)).toBe(3);
  });

  it.each([
    [1, -1, 1],
    [1, 1, 2],
    [5, -10, 1],
    [99, 1, 99],
  ])('item quantity %s stepped by %s is %s (never below 1)', (quantity, delta, expected) => {
    expect(stepItemQuantity(quantity, delta)).toBe(expected);
  });
});
