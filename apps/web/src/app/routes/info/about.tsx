import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AboutOverview } from '@/features/marketing/components/about-overview';
import { DinerFrame } from './diner-frame';
import styles from './info-pages.module.css';

/** /about: what the product is, for diners, restaurants and drivers. */
export function AboutRoute() {
  const { t } = useTranslation();
  return (
    <DinerFrame titleKey="about.documentTitle">
      <div className={styles.narrow}>
        <AboutOverview />
        <div className={styles.actions}>
          <Link to={paths.storesList.getHref()} className={styles.primaryLink}>
            {t('about.findFood')}
          </Link>
          <Link to={paths.merchant.getHref()} className={styles.secondaryLink}>
            {t('about.partner')}
          </Link>
        </div>
      </div>
    </DinerFrame>
  );
}
