import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import mobilePhone from '../assets/mobile-phone.svg';
import styles from './app-band.module.css';

/** Home: the band that leads to installing the app. */
export function AppBand() {
  const { t } = useTranslation();
  return (
    <section className={styles.band} aria-labelledby="app-band-title">
      <div className={styles.inner}>
        <img className={styles.phone} src={mobilePhone} alt="" width={120} height={120} loading="lazy" />
        <div className={styles.copy}>
          <h2 id="app-band-title" className={styles.title}>
            {t('home.appTitle', { brand: env.BRAND_NAME })}
          </h2>
          <p className={styles.text}>{t('home.appText')}</p>
        </div>
        {/* The app installs from the browser (/download_app); it is in no app store, so no store badge. */}
        <div className={styles.badges}>
          <Link className={styles.badge} to={paths.downloadApp.getHref()}>
            <span className={styles.badgeSmall}>{t('home.noStoreNeeded')}</span>
            <span className={styles.badgeLarge}>{t('home.installApp')}</span>
          </Link>
        </div>
      </div>
    </section>
  );
}
