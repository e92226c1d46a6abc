import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PricingFees } from '@/features/pricing/components/pricing-fees';
import { PricingTable } from '@/features/pricing/components/pricing-table';
import { MarketingFrame } from './marketing-frame';
import styles from './info-pages.module.css';

/** /pricing: the phone-answering service's commission by cooperation mode, and the other fees. */
export function PricingRoute() {
  const { t } = useTranslation();
  return (
    <MarketingFrame titleKey="pricing.documentTitle">
      <div className={styles.narrow}>
        <h1 className={styles.pageTitle}>{t('pricing.title')}</h1>
        <p className={styles.muted}>{t('pricing.intro')}</p>
        <PricingTable />
        <section className={styles.stack} aria-labelledby="pricing-fees">
          <h2 id="pricing-fees" className={styles.sectionTitle}>
            {t('pricing.feesTitle')}
          </h2>
          <PricingFees />
        </section>
        <p className={styles.muted}>{t('pricing.timelineText')}</p>
        <div className={styles.actions}>
          <Link to={paths.freeUse.getHref()} className={styles.primaryLink}>
            {t('pricing.tryFree')}
          </Link>
          <Link to={paths.merchant.getHref()} className={styles.secondaryLink}>
            {t('pricing.joinUs')}
          </Link>
        </div>
      </div>
    </MarketingFrame>
  );
}
