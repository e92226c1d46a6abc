import { describe, expect, it } from 'vitest';
import { parseStoreIdParam, storePath } from './store-path.js';

describe('store page paths', () => {
  it.each([
    [7, { name: 'Golden Wok', city: 'Chicago' }, '/store/golden-wok-chicago-7'],
    [12, { name: "Lou's Café & Grill!", city: 'Oak Park' }, '/store/lou-s-cafe-grill-oak-park-12'],
    [3, undefined, '/store/3'],
    [4, { name: '金龙', city: '' }, '/store/4'],
  ])('builds the slugged path of store %i', (id, store, expected) => {
    expect(storePath(id, store)).toBe(expected);
  });

  it.each([
    ['7', null, 7],
    ['golden-wok-chicago-7', null, 7],
    [undefined, '9', 9],
    ['golden-wok', '5', 5],
    ['abc', null, null],
    ['0', null, null],
    ['99999999999999999999', null, null],
    [undefined, null, null],
  ])('reads the id of %s (query %s)', (param, query, expected) => {
    expect(parseStoreIdParam(param, query)).toBe(expected);
  });
});
