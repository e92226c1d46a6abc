import type { DisplayLocale } from '@orderlane/domain';

/** What the menu needs to show prices as the diner sees them. */
export interface PriceContext {
  locale: DisplayLocale;
  mRate: number | null;
}
