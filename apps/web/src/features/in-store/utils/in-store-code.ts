import {
  decodeInStoreCode as decodeCode,
  encodeInStoreCode as encodeCode,
  type InStoreCode,
} from '@orderlane/domain';
import { recallTableToken, rememberTableToken } from './table-token-memory';

/** The code of a store's in-store page, carrying the table's token when this browser scanned that table. */
export function encodeInStoreCode(storeId: number, tableName: string | null = null): string {
  const table = tableName?.trim() || null;
  return encodeCode(storeId, table, table ? recallTableToken(storeId, table) : null);
}

/** The store, table and token of a scanned code; a table's token is kept for the rest of the visit. */
export function decodeInStoreCode(code: string | null | undefined): InStoreCode | null {
  const decoded = decodeCode(code);
  if (decoded?.tableName && decoded.tableToken) {
    rememberTableToken(decoded.storeId, decoded.tableName, decoded.tableToken);
  }
  return decoded;
}
