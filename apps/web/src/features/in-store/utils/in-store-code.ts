/** The in-store code of a table's QR: base64url of `storeId[?tableNum=N]` (000 §2 On-premise ordering). */
export interface InStoreCode {
  storeId: number;
  /** The table number, or null for a walk-in code. */
  tableName: string | null;
}

const TABLE_NAME_MAX_LENGTH = 20;

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

export function encodeInStoreCode(storeId: number, tableName: string | null = null): string {
  const table = tableName?.trim();
  return toBase64Url(table ? `${storeId}?tableNum=${encodeURIComponent(table)}` : String(storeId));
}

/** The store and table of a code; null when the code is not one (malformed, or no positive store id). */
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
  const table = new URLSearchParams(match[2] ?? '').get('tableNum')?.trim() ?? '';
  return {
    storeId,
    tableName: table === '' ? null : table.slice(0, TABLE_NAME_MAX_LENGTH),
  };
}
