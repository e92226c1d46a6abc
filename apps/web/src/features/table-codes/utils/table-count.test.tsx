import { describe, expect, it } from 'vitest';
import { MAX_TABLE_COUNT, parseTableCount } from './table-count';

describe('parseTableCount', () => {
  it.each([
    ['12', 12],
    [' 4 ', 4],
    ['1', 1],
    ['200', MAX_TABLE_COUNT],
    ['201', null],
    ['500', null],
    ['0', null],
    ['-4', null],
    ['2.5', null],
    ['abc', null],
    ['', null],
    [null, null],
  ])('reads %j as %s', (text, expected) => {
    expect(parseTableCount(text)).toBe(expected);
  });
});
