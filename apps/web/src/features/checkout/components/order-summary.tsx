import {
  dollarsToCents,
  formatCents,
  showsMarketplacePrices,
  type DisplayLocale,
  localizedName,
} from '@orderlane/domain';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import type { CalculatedLine } from '@/lib/order-calls';
import styles from './order-summary.module.css';

export interface OrderSummaryProps {
  lines: readonly CalculatedLine[] | null;
  locale: DisplayLocale;
}

/** The priced lines of the server's answer: marketplace prices for English diners, plain for zh-CN. */
export function OrderSummary({ lines, locale }: OrderSummaryProps) {
  const { t } = useTranslation();
  if (lines === null) {
    return (
      <div className={styles.loading} aria-hidden>
        <Skeleton height={18} />
        <Skeleton height={18} width="70%" />
      </div>
    );
  }
  return (
    <ul className={styles.lines} aria-label={t('checkout.summary.items')}>
      {lines.map((line, index) => {
        const unit = showsMarketplacePrices(locale) ? (line.mOrderItem?.price ?? line.price) : line.price;
        return (
          <li key={`${line.itemId}-${index}`} className={styles.line}>
            <span className={`${styles.quantity} tabular`}>{line.quantity}×</span>
            <div className={styles.details}>
              <p className={styles.name}>{localizedName(line, locale)}</p>
              {line.orderItemsOptions.length > 0 && (
                <p className={styles.options}>
                  {line.orderItemsOptions
                    .map(
                      (option) =>
                        `${localizedName(option, locale)}${option.quantity > 1 ? ` ×${option.quantity}` : ''}`,
                    )
                    .join(', ')}
                </p>
              )}
              {line.specialInstructions && <p className={styles.options}>“{line.specialInstructions}”</p>}
            </div>
            <span className={`${styles.price} tabular`}>
              {formatCents(dollarsToCents(unit) * line.quantity)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
