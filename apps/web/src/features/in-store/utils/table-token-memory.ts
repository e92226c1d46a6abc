import { readJson, storageKeys, writeJson } from '@/lib/local-store';

// A diner scans a few tables at most; the oldest are forgotten first.
const MAX_REMEMBERED = 20;

type Remembered = Record<string, string>;

const keyOf = (storeId: number, tableName: string) => `${storeId}|${tableName.trim()}`;

function readRemembered(): Remembered {
  const stored = readJson(storageKeys.inStoreTables);
  if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) {
    return {};
  }
  return Object.fromEntries(
    Object.entries(stored as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** Keeps the signed token of a table's QR code, so the cart can come back to that table and place its order. */
export function rememberTableToken(storeId: number, tableName: string, token: string): void {
  const key = keyOf(storeId, tableName);
  const others = Object.entries(readRemembered()).filter(([stored]) => stored !== key);
  writeJson(
    storageKeys.inStoreTables,
    Object.fromEntries([...others.slice(-(MAX_REMEMBERED - 1)), [key, token]]),
  );
}

/** The token this browser scanned for that table, or null. */
export function recallTableToken(storeId: number, tableName: string): string | null {
  return readRemembered()[keyOf(storeId, tableName)] ?? null;
}
