/** The spec's locally stored values, read and written in one place. */
export const storageKeys = {
  user: 'user',
  storeInfo: 'storeinfo',
  cart: 'localCart',
  version: 'version',
  lastEditTime: 'lastEditTime',
  deliveryFeeRef: 'tpfRef',
  storeId: 'storeId',
  email: 'email',
  /** The signed-in restaurant owner or staff member (portal and onboarding). */
  ownerSession: 'ownerSession',
  /** The signed tokens of the tables this browser scanned, so an in-store order can prove its table. */
  inStoreTables: 'inStoreTables',
} as const;

type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

export function readText(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage blocked (private mode): behave as empty
  }
}

export function readJson(key: StorageKey): unknown {
  const text = readText(key);
  if (text === null) {
    return null;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function writeText(key: StorageKey, value: string | null): void {
  try {
    if (value === null) {
      window.localStorage.removeItem(key);
    } else {
      window.localStorage.setItem(key, value);
    }
  } catch {
    // storage full or blocked: the page still works for this visit
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeText(key, value === null ? null : JSON.stringify(value));
}
