import { describe, expect, it } from 'vitest';
import { DEFAULT_TABLE_COUNT, MAX_TABLE_COUNT, parseTableCount } from './table-count';

describe('parseTableCount', () => {
  it.each([
    ['12', 12],
    ['1', 1],
    ['500', MAX_TABLE_COUNT],
    ['0', DEFAULT_TABLE_COUNT],
    ['-4', DEFAULT_TABLE_COUNT],
    ['2.5', DEFAULT_TABLE_COUNT],
    ['abc', DEFAULT_TABLE_COUNT],
    [null, DEFAULT_TABLE_COUNT],
  ])('reads %s as %s', (text, expected) => {
    expect(parseTableCount(text)).toBe(expected);
  });
});
