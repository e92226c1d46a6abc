import { readJson, storageKeys, writeJson } from '@/lib/local-store';

// A diner scans a few tables at most; the oldest are forgotten first.
const MAX_REMEMBERED = 20;

type Remembered = Record<string, string>;

const keyOf = (storeId: number, tableName: string) => `${storeId}|${tableName.trim()}`;
// A table's key starts with its store id, so the counter's can never be taken for one.
const counterKeyOf = (storeId: number) => `counter|${storeId}`;

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
  remember(keyOf(storeId, tableName), token);
}

/** Keeps the signed token of the counter's QR code, which a walk-in order paid in store needs. */
export function rememberCounterToken(storeId: number, token: string): void {
  remember(counterKeyOf(storeId), token);
}

/** The counter token this browser scanned at that store, or null. */
export function recallCounterToken(storeId: number): string | null {
  return readRemembered()[counterKeyOf(storeId)] ?? null;
}

function remember(key: string, token: string): void {
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
