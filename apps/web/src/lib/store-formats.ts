// The store's date and money formats, made ahead of the first render (lib/prepare-store-first-render.ts); loaded on
// demand, so this code is the pages' own, not the app entry's.
import { formatCents } from '@orderlane/domain';

export { prepareTimeZone } from '@orderlane/domain';

/** Makes the dollar formatter now: its first use loads the locale's currency data (docs/PERFORMANCE.md §8.10). */
export function prepareMoneyFormat(): void {
  formatCents(0);
}
