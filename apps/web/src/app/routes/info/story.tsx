import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { PartnersBanner } from '@/features/marketing/components/partners-banner';
import { StorySections } from '@/features/marketing/components/story-sections';
import { MarketingFrame } from './marketing-frame';
import styles from './info-pages.module.css';

/** /story: the marketing story (three sections) and the partners banner. */
export function StoryRoute() {
  const { t } = useTranslation();
  return (
    <MarketingFrame titleKey="story.documentTitle">
      <div className={styles.narrow}>
        <h1 className={styles.pageTitle}>{t('story.title', { brand: env.BRAND_NAME })}</h1>
        <StorySections />
        <PartnersBanner
          action={
            <Link to={paths.merchant.getHref()} className={styles.primaryLink}>
              {t('story.joinUs')}
            </Link>
          }
        />
      </div>
    </MarketingFrame>
  );
}
