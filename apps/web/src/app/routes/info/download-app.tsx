import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { StoreBadges } from '@/features/marketing/components/store-badges';
import { DinerFrame } from './diner-frame';
import styles from './info-pages.module.css';

/** /download_app: no native app yet, so the badges open the web app and the page explains home-screen use. */
export function DownloadAppRoute() {
  const { t } = useTranslation();
  return (
    <DinerFrame titleKey="downloadApp.documentTitle">
      <div className={styles.narrow}>
        <h1 className={styles.pageTitle}>{t('downloadApp.title')}</h1>
        <p className={styles.muted}>{t('downloadApp.text', { brand: env.BRAND_NAME })}</p>
        <StoreBadges
          smallApple={t('downloadApp.appStoreSmall')}
          smallGoogle={t('downloadApp.playStoreSmall')}
        />
        <section className={styles.stack} aria-labelledby="home-screen-title">
          <h2 id="home-screen-title" className={styles.sectionTitle}>
            {t('downloadApp.homeScreenTitle')}
          </h2>
          <ul className={styles.bullets}>
            <li>{t('downloadApp.iphone')}</li>
            <li>{t('downloadApp.android')}</li>
          </ul>
        </section>
      </div>
    </DinerFrame>
  );
}
