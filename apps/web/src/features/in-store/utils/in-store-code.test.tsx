import { describe, expect, it } from 'vitest';
import { decodeInStoreCode, encodeInStoreCode } from './in-store-code';

describe('in-store codes', () => {
  it('decodes base64url of a store id with a table number', () => {
    expect(decodeInStoreCode(btoa('5?tableNum=12').replace(/=+$/, ''))).toEqual({
      storeId: 5,
      tableName: '12',
    });
  });

  it('decodes a walk-in code without a table', () => {
    expect(decodeInStoreCode(btoa('7'))).toEqual({ storeId: 7, tableName: null });
    expect(decodeInStoreCode(btoa('7?tableNum='))).toEqual({ storeId: 7, tableName: null });
  });

  it('round-trips through the URL-safe alphabet', () => {
    for (const table of ['1', '12', 'A3', 'Patio 4', '桌7']) {
      const code = encodeInStoreCode(42, table);
      expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeInStoreCode(code)).toEqual({ storeId: 42, tableName: table });
    }
    expect(decodeInStoreCode(encodeInStoreCode(42))).toEqual({ storeId: 42, tableName: null });
  });

  it.each([
    ['empty', ''],
    ['not base64', '***'],
    ['not a store id', btoa('abc')],
    ['a zero id', btoa('0?tableNum=1')],
    ['a negative id', btoa('-3')],
  ])('rejects %s', (_name, code) => {
    expect(decodeInStoreCode(code)).toBeNull();
  });
});
