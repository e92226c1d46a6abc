import { restoreCart, type CartState } from '@orderlane/domain';
import { readJson, readText, storageKeys, writeJson, writeText } from '@/lib/local-store';

/** The stored cart (localCart, with version and lastEditTime kept beside it as the spec lists them). */
export function loadCart(now: number): CartState {
  const stored = readJson(storageKeys.cart);
  if (stored === null || typeof stored !== 'object') {
    return restoreCart(null, now);
  }
  const lastEditText = readText(storageKeys.lastEditTime);
  const lastEditTime = lastEditText === null || lastEditText === '' ? null : Number(lastEditText);
  return restoreCart(
    {
      ...stored,
      version: readText(storageKeys.version) ?? (stored as { version?: unknown }).version,
      lastEditTime: Number.isFinite(lastEditTime) ? lastEditTime : null,
    },
    now,
  );
}

export function saveCart(cart: CartState): void {
  writeJson(storageKeys.cart, cart);
  writeText(storageKeys.version, cart.version);
  writeText(storageKeys.lastEditTime, cart.lastEditTime === null ? null : String(cart.lastEditTime));
}
