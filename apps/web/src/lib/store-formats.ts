// The store's date and money formats, made ahead of the first render (lib/prepare-store-first-render.ts); loaded on
// demand, so this code is the pages' own, not the app entry's.
import { formatCents } from '@orderlane/domain';

export { prepareTimeZone } from '@orderlane/domain';

/** The dollar formatter is made on first use, which loads the locale's currency data (5–10 ms on a slow phone). */
export function prepareMoneyFormat(): void {
  formatCents(0);
}
