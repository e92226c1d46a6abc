import {
  decodeInStoreCode as decodeCode,
  encodeCounterCode,
  encodeInStoreCode as encodeCode,
  type InStoreCode,
} from '@orderlane/domain';
import {
  recallCounterToken,
  recallTableToken,
  rememberCounterToken,
  rememberTableToken,
} from './table-token-memory';

/** The code of a store's in-store page, carrying the table's or the counter's token this browser scanned. */
export function encodeInStoreCode(storeId: number, tableName: string | null = null): string {
  const table = tableName?.trim() || null;
  return table
    ? encodeCode(storeId, table, recallTableToken(storeId, table))
    : encodeCounterCode(storeId, recallCounterToken(storeId));
}

/** The store, table and token of a scanned code; a table's or the counter's token is kept for the visit. */
export function decodeInStoreCode(code: string | null | undefined): InStoreCode | null {
  const decoded = decodeCode(code);
  if (decoded?.tableName && decoded.tableToken) {
    rememberTableToken(decoded.storeId, decoded.tableName, decoded.tableToken);
  }
  if (decoded?.counterToken) {
    rememberCounterToken(decoded.storeId, decoded.counterToken);
  }
  return decoded;
}
