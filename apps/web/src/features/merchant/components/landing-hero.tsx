import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlayIcon } from './landing-icons';
import styles from './landing.module.css';

export interface LandingHeroProps {
  /** Join Now: a link to /merchant, or on /merchant itself a jump to the form. */
  joinNow: { to: string } | { onClick: () => void };
  onWatchVideo: () => void;
  form: ReactNode;
}

/** Title, pitch, Join Now and the video button beside (desktop) or above (phone) the registration form. */
export function LandingHero({ joinNow, onWatchVideo, form }: LandingHeroProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.hero} aria-labelledby="merchant-hero-title">
      <div className={styles.heroInner}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{t('merchant.hero.eyebrow')}</p>
          <h1 id="merchant-hero-title" className={styles.heroTitle}>
            {t('merchant.hero.title')}
          </h1>
          <p className={styles.heroLead}>{t('merchant.hero.text')}</p>
          <div className={styles.heroActions}>
            {'to' in joinNow ? (
              <Link to={joinNow.to} className={styles.joinNow}>
                {t('merchant.hero.joinNow')}
              </Link>
            ) : (
              <button type="button" className={styles.joinNow} onClick={joinNow.onClick}>
                {t('merchant.hero.joinNow')}
              </button>
            )}
            <button type="button" className={styles.watch} onClick={onWatchVideo}>
              <span className={styles.playCircle}>
                <PlayIcon />
              </span>
              {t('merchant.hero.watchVideo')}
            </button>
          </div>
        </div>
        <div className={styles.heroForm}>{form}</div>
      </div>
    </section>
  );
}
