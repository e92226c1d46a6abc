import type { DisplayLocale } from '@orderlane/domain';

/** What the menu needs to show prices as the diner sees them (000 §5). */
export interface PriceContext {
  locale: DisplayLocale;
  mRate: number | null;
}
