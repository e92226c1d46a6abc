// Loaded on demand (lib/prepare-store-first-render.ts): the date and money code is the pages' own, not the app
// entry's.
import { formatCents } from '@orderlane/domain';

export { prepareTimeZone } from '@orderlane/domain';

/** The dollar formatter is made on first use, which loads the locale's currency data (5–10 ms on a slow phone). */
export function prepareMoneyFormat(): void {
  formatCents(0);
}
