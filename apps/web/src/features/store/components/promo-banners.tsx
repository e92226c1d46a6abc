import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '@/lib/use-media-query';
import styles from './promo-banners.module.css';

const ROTATE_MS = 5000;

export interface PromoBannersProps {
  rewardRate: number | null;
  /** Guests and diners with no past orders see the first-order offer and the rotation. */
  isNewCustomer: boolean;
}

/** First-order, credit and referral offers; on small screens one at a time, changing every 5 s. */
export function PromoBanners({ rewardRate, isNewCustomer }: PromoBannersProps) {
  const { t } = useTranslation();
  const isSmall = useMediaQuery(SMALL_SCREEN_QUERY, true);
  const [index, setIndex] = useState(0);
  const creditPercent = Math.round((rewardRate ?? 0) * 100);
  const banners = [
    ...(isNewCustomer
      ? [{ key: 'first', title: t('promo.firstOrderTitle'), text: t('promo.firstOrderText') }]
      : []),
    { key: 'credit', title: t('promo.creditTitle', { percent: creditPercent }), text: t('promo.creditText') },
    { key: 'referral', title: t('promo.referralTitle'), text: t('promo.referralText') },
  ];
  const isRotating = isSmall && isNewCustomer && banners.length > 1;

  useEffect(() => {
    if (!isRotating || window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      return undefined;
    }
    const timer = window.setInterval(() => setIndex((current) => current + 1), ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [isRotating]);

  const shown = isRotating ? [banners[index % banners.length]!] : banners;
  return (
    <section className={styles.promos} aria-label={t('promo.label')}>
      {shown.map((banner) => (
        <div key={banner.key} className={`${styles.banner} ${styles[banner.key]}`}>
          <p className={styles.title}>{banner.title}</p>
          <p className={styles.text}>{banner.text}</p>
        </div>
      ))}
    </section>
  );
}
