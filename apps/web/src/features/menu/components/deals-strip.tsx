import { dealLabel, type Deal, type DisplayLocale, localizedName } from '@orderlane/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import styles from './deals-strip.module.css';

export interface DealsStripProps {
  /** Deals already filtered by the domain's offer rule. */
  deals: readonly Deal[];
  locale: DisplayLocale;
  onAddDeal: (deal: Deal) => void;
}

export function DealsStrip({ deals, locale, onAddDeal }: DealsStripProps) {
  const { t } = useTranslation();
  if (deals.length === 0) {
    return null;
  }
  return (
    <section className={styles.deals} aria-labelledby="deals-title">
      <h2 id="deals-title" className={styles.title}>
        {t('menu.deals')}
      </h2>
      <ul className={styles.list}>
        {deals.map((deal) => (
          <li key={deal.id} className={styles.deal}>
            <span className={styles.name}>{localizedName(deal, locale)}</span>
            <span className={`${styles.label} tabular`}>{dealLabel(deal.priceCents)}</span>
            <Button variant="secondary" onClick={() => onAddDeal(deal)}>
              {t('menu.addDeal')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
