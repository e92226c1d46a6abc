import { describe, expect, it } from 'vitest';
import { optionGroupProblems } from './option-group-rules.js';

const on = { active: true };
const off = { active: false };

describe('option group rules on save', () => {
  it('a required group must be satisfiable by its active options', () => {
    expect(
      optionGroupProblems({ name: 'Size', required: true, numOfChoice: 1, multiQtyAllowed: false }, [
        on,
        off,
      ]),
    ).toEqual([]);
    expect(
      optionGroupProblems({ name: 'Size', required: true, numOfChoice: 1, multiQtyAllowed: false }, [off]),
    ).toEqual(['"Size" is required but has no active options.']);
    expect(
      optionGroupProblems({ name: 'Sides', required: true, numOfChoice: 3, multiQtyAllowed: false }, [
        on,
        on,
        off,
      ]),
    ).toEqual(['"Sides" needs 3 picks but has only 2 active options.']);
    // With quantities allowed, one active option can fill every pick.
    expect(
      optionGroupProblems({ name: 'Wings', required: true, numOfChoice: 3, multiQtyAllowed: true }, [on]),
    ).toEqual([]);
  });

  it('numOfChoice fits the kind of group', () => {
    expect(
      optionGroupProblems({ name: 'Extras', required: false, numOfChoice: 0, multiQtyAllowed: false }, []),
    ).toEqual([]);
    expect(
      optionGroupProblems({ name: 'Extras', required: false, numOfChoice: 3, multiQtyAllowed: false }, [
        on,
        on,
      ]),
    ).toEqual(['"Extras" allows up to 3 picks but has only 2 options.']);
    expect(
      optionGroupProblems({ name: 'Extras', required: false, numOfChoice: -1, multiQtyAllowed: false }, [
        on,
      ])[0],
    ).toMatch(/0 to 50/);
    expect(
      optionGroupProblems({ name: 'Extras', required: false, numOfChoice: 1.5, multiQtyAllowed: false }, [
        on,
      ])[0],
    ).toMatch(/whole number/);
  });
});
