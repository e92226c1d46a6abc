import { encodeCounterCode, encodeInStoreCode as encodeWithoutMemory } from '@orderlane/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { decodeInStoreCode, encodeInStoreCode } from './in-store-code';

describe('in-store codes with the scanned table tokens', () => {
  beforeEach(() => window.localStorage.clear());

  it("remembers a scanned table's token, so the way back to that table keeps it", () => {
    const scanned = encodeWithoutMemory(5, '12', '20260101.signature-of-table-12');
    expect(decodeInStoreCode(scanned)).toEqual({
      storeId: 5,
      tableName: '12',
      tableToken: '20260101.signature-of-table-12',
      counterToken: null,
    });
    expect(decodeInStoreCode(encodeInStoreCode(5, '12'))?.tableToken).toBe('20260101.signature-of-table-12');
  });

  it('carries no token for a table this browser never scanned, nor for the walk-in code', () => {
    expect(decodeInStoreCode(encodeInStoreCode(5, '3'))).toEqual({
      storeId: 5,
      tableName: '3',
      tableToken: null,
      counterToken: null,
    });
    expect(decodeInStoreCode(encodeInStoreCode(5))).toEqual({
      storeId: 5,
      tableName: null,
      tableToken: null,
      counterToken: null,
    });
  });

  it("remembers the counter's token, so the way back to the walk-in page keeps it, at that store only", () => {
    expect(decodeInStoreCode(encodeCounterCode(5, '20260101.signature-of-counter'))).toEqual({
      storeId: 5,
      tableName: null,
      tableToken: null,
      counterToken: '20260101.signature-of-counter',
    });
    expect(decodeInStoreCode(encodeInStoreCode(5))?.counterToken).toBe('20260101.signature-of-counter');
    expect(decodeInStoreCode(encodeInStoreCode(6))?.counterToken).toBeNull();
    expect(decodeInStoreCode(encodeInStoreCode(5, '1'))?.tableToken).toBeNull();
  });

  it('keeps tables of different stores apart', () => {
    decodeInStoreCode(encodeWithoutMemory(5, '1', 'token-store-5'));
    expect(decodeInStoreCode(encodeInStoreCode(6, '1'))?.tableToken).toBeNull();
  });
});
