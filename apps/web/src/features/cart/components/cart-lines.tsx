import {
  cartDisplaySubtotalCents,
  formatCents,
  showsMarketplacePrices,
  type CartLine,
  type DisplayLocale,
  localizedName,
} from '@orderlane/domain';
import { useTranslation } from 'react-i18next';
import styles from './cart-lines.module.css';

export interface CartLinesProps {
  lines: readonly CartLine[];
  locale: DisplayLocale;
  onRemove: (index: number) => void;
}

/** English diners see marketplace prices, zh-CN diners plain prices. */
const shownUnitCents = (line: CartLine, locale: DisplayLocale) =>
  showsMarketplacePrices(locale) ? line.mPriceCents : line.priceCents;

export function CartLines({ lines, locale, onRemove }: CartLinesProps) {
  const { t } = useTranslation();
  const subtotal = cartDisplaySubtotalCents(lines, locale);
  return (
    <>
      <ul className={styles.lines}>
        {lines.map((line, index) => {
          const name = localizedName(line, locale);
          return (
            <li key={`${line.itemId}-${index}`} className={styles.line}>
              <span
                className={`${styles.quantity} tabular`}
                aria-label={t('cart.quantityLabel', { count: line.quantity })}
              >
                {line.quantity}×
              </span>
              <div className={styles.details}>
                <p className={styles.name}>{name}</p>
                {line.options.length > 0 && (
                  <p className={styles.options}>
                    {line.options
                      .map(
                        (option) =>
                          `${localizedName(option, locale)}${option.quantity > 1 ? ` ×${option.quantity}` : ''}`,
                      )
                      .join(', ')}
                  </p>
                )}
                {line.specialInstructions && (
                  <p className={styles.instructions}>“{line.specialInstructions}”</p>
                )}
                <button
                  type="button"
                  className={styles.remove}
                  onClick={() => onRemove(index)}
                  aria-label={t('cart.removeItem', { name })}
                >
                  {t('cart.remove')}
                </button>
              </div>
              <span className={`${styles.price} tabular`}>
                {formatCents(shownUnitCents(line, locale) * line.quantity)}
              </span>
            </li>
          );
        })}
      </ul>
      <p className={styles.subtotal}>
        <span>{t('cart.subtotal')}</span>
        <span className="tabular">{formatCents(subtotal)}</span>
      </p>
    </>
  );
}
