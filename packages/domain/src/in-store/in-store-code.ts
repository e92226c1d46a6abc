/**
 * The code in an in-store QR link, `/in_store/{code}`: base64url of `storeId?counterToken={token}` for the
 * counter (walk-in), or of `storeId?tableNum={table}&tableToken={token}` for a table; each token is the server's
 * signature of that store (and table). A bare `storeId` is a counter code printed before counter tokens.
 */
export interface InStoreCode {
  storeId: number;
  /** The table number, or null for a walk-in code. */
  tableName: string | null;
  /** The table's signed token; null for a walk-in code or an old code printed without one. */
  tableToken: string | null;
  /** The counter's signed token (a walk-in code); null for a table's code or an old code printed without one. */
  counterToken: string | null;
}

export const TABLE_NAME_MAX_LENGTH = 20;
const TABLE_TOKEN_MAX_LENGTH = 100;

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function fromBase64(text: string): string | null {
  try {
    const standard = text.trim().replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(standard.padEnd(Math.ceil(standard.length / 4) * 4, '='));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export function encodeInStoreCode(
  storeId: number,
  tableName: string | null = null,
  tableToken: string | null = null,
): string {
  const table = tableName?.trim();
  if (!table) {
    return toBase64Url(String(storeId));
  }
  const query = new URLSearchParams({ tableNum: table, ...(tableToken ? { tableToken } : {}) });
  return toBase64Url(`${storeId}?${query.toString()}`);
}

/** The walk-in code printed at the counter, carrying the counter's signed token when there is one. */
export function encodeCounterCode(storeId: number, counterToken: string | null): string {
  return toBase64Url(
    counterToken ? `${storeId}?${new URLSearchParams({ counterToken }).toString()}` : String(storeId),
  );
}

/** The store, table and tokens of a code; null when the code is not one (malformed, or no positive store id). */
export function decodeInStoreCode(code: string | null | undefined): InStoreCode | null {
  const text = code ? fromBase64(code) : null;
  const match = text ? /^(\d{1,10})(?:\?(.*))?$/.exec(text.trim()) : null;
  if (!match) {
    return null;
  }
  const storeId = Number(match[1]);
  if (!Number.isSafeInteger(storeId) || storeId <= 0) {
    return null;
  }
  const query = new URLSearchParams(match[2] ?? '');
  const table = query.get('tableNum')?.trim() ?? '';
  const token = query.get('tableToken')?.trim() ?? '';
  const counterToken = query.get('counterToken')?.trim() ?? '';
  return {
    storeId,
    tableName: table === '' ? null : table.slice(0, TABLE_NAME_MAX_LENGTH),
    tableToken: table === '' || token === '' ? null : token.slice(0, TABLE_TOKEN_MAX_LENGTH),
    counterToken: table !== '' || counterToken === '' ? null : counterToken.slice(0, TABLE_TOKEN_MAX_LENGTH),
  };
}
