import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { FaqLinks } from '@/features/support/components/faq-links';
import { HelpTiles } from '@/features/support/components/help-tiles';
import { SupportContact } from '@/features/support/components/support-contact';
import { FaqList, type FaqEntry } from './faq-list';
import { MarketingFrame } from './marketing-frame';
import styles from './info-pages.module.css';

/** /help and /helps: the support hub's two tiles. */
export function SupportHubRoute() {
  const { t } = useTranslation();
  return (
    <MarketingFrame titleKey="support.documentTitle">
      <div className={styles.narrow}>
        <h1 className={styles.pageTitle}>{t('support.title')}</h1>
        <p className={styles.muted}>{t('support.text')}</p>
        <HelpTiles />
        <FaqLinks />
        <SupportContact />
      </div>
    </MarketingFrame>
  );
}

function SupportFaqPage({ audience }: { audience: 'customer' | 'merchant' }) {
  const { t } = useTranslation();
  return (
    <MarketingFrame titleKey={`support.${audience}DocumentTitle`}>
      <div className={styles.narrow}>
        <Link to={paths.helps.getHref()} className={styles.backLink}>
          <ChevronLeftIcon size={18} />
          {t('support.backToHelp')}
        </Link>
        <h1 className={styles.pageTitle}>{t(`support.${audience}Title`)}</h1>
        <section className={styles.stack} aria-labelledby="support-faq-title">
          <h2 id="support-faq-title" className={styles.sectionTitle}>
            {t('support.faqTitle')}
          </h2>
          <FaqList entries={t(`support.${audience}Faq`, { returnObjects: true }) as FaqEntry[]} />
        </section>
        <FaqLinks except={audience} />
        <SupportContact />
      </div>
    </MarketingFrame>
  );
}

/** /helps/customer/: diners' questions. */
export function CustomerSupportRoute() {
  return <SupportFaqPage audience="customer" />;
}

/** /helps/merchant/: restaurants' questions. */
export function MerchantSupportRoute() {
  return <SupportFaqPage audience="merchant" />;
}
