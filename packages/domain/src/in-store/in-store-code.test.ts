import { describe, expect, it } from 'vitest';
import { decodeInStoreCode, encodeCounterCode, encodeInStoreCode } from './in-store-code.js';

describe('in-store codes', () => {
  it('decodes base64url of a store id with a table number, as codes printed before tokens are', () => {
    expect(decodeInStoreCode(btoa('5?tableNum=12').replace(/=+$/, ''))).toEqual({
      storeId: 5,
      tableName: '12',
      tableToken: null,
      counterToken: null,
    });
  });

  it('decodes a walk-in code without a table, and ignores a token without a table', () => {
    expect(decodeInStoreCode(btoa('7'))).toEqual({
      storeId: 7,
      tableName: null,
      tableToken: null,
      counterToken: null,
    });
    expect(decodeInStoreCode(btoa('7?tableNum=&tableToken=abc'))).toEqual({
      storeId: 7,
      tableName: null,
      tableToken: null,
      counterToken: null,
    });
  });

  it('round-trips tables and tokens through the URL-safe alphabet', () => {
    for (const table of ['1', '12', 'A3', 'Patio 4', '桌7']) {
      const code = encodeInStoreCode(42, table, '20260101.abc_DEF-123');
      expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeInStoreCode(code)).toEqual({
        storeId: 42,
        tableName: table,
        tableToken: '20260101.abc_DEF-123',
        counterToken: null,
      });
    }
    expect(decodeInStoreCode(encodeInStoreCode(42))).toEqual({
      storeId: 42,
      tableName: null,
      tableToken: null,
      counterToken: null,
    });
  });

  it('round-trips the counter code with its token, and keeps a table code free of one', () => {
    const code = encodeCounterCode(42, '20260101.abc_DEF-123');
    expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeInStoreCode(code)).toEqual({
      storeId: 42,
      tableName: null,
      tableToken: null,
      counterToken: '20260101.abc_DEF-123',
    });
    expect(encodeCounterCode(42, null)).toBe(encodeInStoreCode(42));
    expect(decodeInStoreCode(btoa('7?tableNum=3&counterToken=abc'))?.counterToken).toBeNull();
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
