import type { CardBrand } from '@orderlane/domain';
import styles from './card-form.module.css';

const BRAND_LABELS: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  'american express': 'American Express',
  discover: 'Discover',
  other: 'Other',
};

/** The detected card type as a small label inside the number field. */
export function CardBrandMark({ brand }: { brand: CardBrand | null }) {
  if (brand === null) {
    return null;
  }
  return (
    <span className={styles.brand} data-brand={brand} aria-live="polite">
      {BRAND_LABELS[brand]}
    </span>
  );
}

export function cardBrandLabel(cardType: string | null | undefined): string {
  const key = (cardType ?? '').toLowerCase().replace(/[-_]/g, ' ');
  return BRAND_LABELS[key as CardBrand] ?? (cardType || BRAND_LABELS.other);
}
