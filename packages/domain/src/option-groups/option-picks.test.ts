import { describe, expect, it } from 'vitest';
import { makeGroup, makeGroups, makeOption } from '../testing/menu-fixtures.js';
import type { OptionSelection } from '../pricing/item-prices.js';
import {
  applyOptionPick,
  canIncreaseOption,
  optionQuantityLimit,
  stepOptionQuantity,
} from './option-picks.js';

const groups = makeGroups();
const pick = (groupId: number, optionId: number, quantity = 1) => ({ groupId, optionId, quantity });

describe('option picks', () => {
  it('a single-choice pick replaces the previous one', () => {
    const first = applyOptionPick(groups, [], { groupId: 1, optionId: 11 });
    const second = applyOptionPick(groups, first, { groupId: 1, optionId: 12 });
    expect(second).toEqual([pick(1, 12)]);
    expect(applyOptionPick(groups, second, { groupId: 1, optionId: 12 })).toEqual([pick(1, 12)]);
  });

  it('in other groups a tap toggles the option', () => {
    const on = applyOptionPick(groups, [], { groupId: 4, optionId: 41 });
    expect(on).toEqual([pick(4, 41)]);
    expect(applyOptionPick(groups, on, { groupId: 4, optionId: 41 })).toEqual([]);
  });

  it("'Choose up to N' refuses a pick past N", () => {
    const upTo = [
      makeGroup({ groupId: 5, numOfChoice: 1, options: [makeOption({ id: 1 }), makeOption({ id: 2 })] }),
    ];
    const full = applyOptionPick(upTo, [], { groupId: 5, optionId: 1 });
    expect(applyOptionPick(upTo, full, { groupId: 5, optionId: 2 })).toBe(full);
  });

  it.each([
    ['an unknown group', { groupId: 9, optionId: 11 }],
    ['an inactive option', { groupId: 3, optionId: 32 }],
  ])('picking %s changes nothing', (_, ref) => {
    const selection: OptionSelection = [pick(1, 11)];
    expect(applyOptionPick(groups, selection, ref)).toBe(selection);
    expect(optionQuantityLimit(groups, selection, ref)).toBe(0);
  });

  it.each([
    [
      'required multi caps at numOfChoice',
      [pick(2, 21, 1)],
      { groupId: 2, optionId: 22 },
      1,
      [pick(2, 21, 1), pick(2, 22, 1)],
    ],
    [
      'required multi stops at the group total',
      [pick(2, 21, 2)],
      { groupId: 2, optionId: 22 },
      1,
      [pick(2, 21, 2)],
    ],
    [
      'multi-quantity options step past 1',
      [pick(2, 21, 1)],
      { groupId: 2, optionId: 21 },
      1,
      [pick(2, 21, 2)],
    ],
    ['the stepper never goes below 0', [], { groupId: 2, optionId: 21 }, -1, []],
    ['stepping to 0 removes the pick', [pick(2, 21, 1)], { groupId: 2, optionId: 21 }, -1, []],
    [
      'single-quantity options stop at 1',
      [pick(4, 41, 1)],
      { groupId: 4, optionId: 41 },
      1,
      [pick(4, 41, 1)],
    ],
    [
      'unlimited groups take any option',
      [pick(4, 41, 1)],
      { groupId: 4, optionId: 42 },
      1,
      [pick(4, 41, 1), pick(4, 42, 1)],
    ],
    [
      'an over-limit pick can still step down',
      [pick(3, 31, 5)],
      { groupId: 3, optionId: 31 },
      -1,
      [pick(3, 31, 4)],
    ],
  ])('%s', (_, selection, ref, delta, expected) => {
    expect(stepOptionQuantity(groups, selection, ref, delta)).toEqual(expected);
  });

  it('a multi-quantity option in an unlimited group stops at 999', () => {
    const unlimited = [makeGroup({ groupId: 6, multiQtyAllowed: true })];
    const ref = { groupId: 6, optionId: 1 };
    expect(stepOptionQuantity(unlimited, [pick(6, 1, 999)], ref, 1)).toEqual([pick(6, 1, 999)]);
    expect(canIncreaseOption(unlimited, [pick(6, 1, 998)], ref)).toBe(true);
    expect(canIncreaseOption(unlimited, [pick(6, 1, 999)], ref)).toBe(false);
  });
});
