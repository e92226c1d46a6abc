import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import handshake from '../assets/handshake.svg';
import styles from './marketing.module.css';

/** The partners banner: the restaurants served and the average saving, with one action. */
export function PartnersBanner({ action }: { action: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className={styles.banner} aria-labelledby="partners-title">
      <img src={handshake} alt="" width={72} height={72} loading="lazy" />
      <div className={styles.bannerCopy}>
        <h2 id="partners-title" className={styles.bannerTitle}>
          {t('story.partnersTitle')}
        </h2>
        <p>{t('story.partnersText', { brand: env.BRAND_NAME })}</p>
      </div>
      {action}
    </section>
  );
}
