import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.js';
import { makeGroups } from '../testing/menu-fixtures.js';
import { validateSelection } from './validate-selection.js';

const groups = makeGroups();
const size = { groupId: 1, optionId: 11, quantity: 1 };
const sauces = { groupId: 2, optionId: 21, quantity: 2 };

describe('validateSelection', () => {
  it.each([
    ['the required picks', [size, sauces]],
    [
      'optional picks too',
      [size, sauces, { groupId: 3, optionId: 31, quantity: 2 }, { groupId: 4, optionId: 41, quantity: 1 }],
    ],
  ])('accepts %s', (_, selection) => {
    expect(() => validateSelection(groups, selection)).not.toThrow();
  });

  it.each([
    [
      'an unknown group',
      [size, sauces, { groupId: 9, optionId: 1, quantity: 1 }],
      'Option group 9 is not available for this item',
    ],
    [
      'an inactive option',
      [size, sauces, { groupId: 3, optionId: 32, quantity: 1 }],
      'Option 32 is not available in "Toppings"',
    ],
    ['a repeated option', [size, sauces, size], '"Small" is listed twice in "Size"'],
    [
      'a zero quantity',
      [size, { ...sauces, quantity: 0 }],
      'Quantity of "Sweet" must be a whole number from 1 to 999',
    ],
    [
      'a fractional quantity',
      [size, { ...sauces, quantity: 1.5 }],
      'Quantity of "Sweet" must be a whole number from 1 to 999',
    ],
    [
      'quantity on a single-quantity option',
      [size, sauces, { groupId: 4, optionId: 41, quantity: 2 }],
      '"Napkins" can be chosen only once in "Extras"',
    ],
    ['a missing required pick', [sauces], '"Size" needs 1 choice, got 0'],
    [
      'too few of a required multi group',
      [size, { ...sauces, quantity: 1 }],
      '"Sauces" needs 2 choices, got 1',
    ],
    [
      'two picks in a single-choice group',
      [size, { groupId: 1, optionId: 12, quantity: 1 }, sauces],
      '"Size" takes at most 1 choice, got 2',
    ],
    [
      'too many in a required multi group',
      [size, sauces, { groupId: 2, optionId: 22, quantity: 1 }],
      '"Sauces" takes at most 2 choices, got 3',
    ],
    [
      'too many in an up-to group',
      [size, sauces, { groupId: 3, optionId: 31, quantity: 3 }],
      '"Toppings" takes at most 2 choices, got 3',
    ],
  ])('rejects %s with a readable sentence', (_, selection, message) => {
    expect(() => validateSelection(groups, selection)).toThrow(message);
    try {
      validateSelection(groups, selection);
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).type).toBe('invalid_data');
    }
  });
});
