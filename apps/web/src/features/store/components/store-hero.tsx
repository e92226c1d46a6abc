import { formatDistanceMiles, formatRatingAverage } from '@orderlane/domain';
import { useTranslation } from 'react-i18next';
import { ClockIcon, PinIcon, StarIcon } from '@/components/ui/icons';
import type { Store } from '@/types/api';
import { firstKeyword } from '@orderlane/domain';
import styles from './store-hero.module.css';

const formatCount = (count: number, locale = 'en') => new Intl.NumberFormat(locale).format(count);

export interface StoreHeroProps {
  store: Store;
  readyTime: { min: number; max: number } | null;
}

export function StoreHero({ store, readyTime }: StoreHeroProps) {
  const { t, i18n } = useTranslation();
  const keyword = firstKeyword(store.keyword);
  const distance = formatDistanceMiles(store.distance);
  return (
    <section className={styles.hero} aria-labelledby="store-name">
      <div className={styles.banner}>
        {store.bannerUrl ? (
          <img src={store.bannerUrl} alt="" width={960} height={320} fetchPriority="high" decoding="async" />
        ) : (
          <div className={styles.bannerFallback} />
        )}
      </div>
      <div className={styles.identity}>
        <div className={styles.logo}>
          {store.logoUrl ? (
            <img src={store.logoUrl} alt="" width={80} height={80} />
          ) : (
            <span aria-hidden>{store.name.slice(0, 1)}</span>
          )}
        </div>
        <div className={styles.text}>
          <h1 id="store-name" className={styles.name}>
            {store.name}
          </h1>
          <p className={styles.meta}>{[store.city, keyword].filter(Boolean).join(' · ')}</p>
          <p className={styles.facts}>
            {store.rating && (
              <span className={`${styles.rating} tabular`}>
                <StarIcon size={16} className={styles.star} />
                <span aria-hidden>
                  {formatRatingAverage(store.rating.average, i18n.resolvedLanguage)}{' '}
                  <span className={styles.muted}>
                    ({formatCount(store.rating.count, i18n.resolvedLanguage)})
                  </span>
                </span>
                <span className="visually-hidden">
                  {t('store.ratingLabel', {
                    average: formatRatingAverage(store.rating.average, i18n.resolvedLanguage),
                    count: store.rating.count,
                  })}
                </span>
              </span>
            )}
            {distance && (
              <span className={`${styles.fact} tabular`}>
                <PinIcon size={16} className={styles.factIcon} />
                {t('store.distance', { miles: distance })}
              </span>
            )}
            {readyTime && (
              <span className={`${styles.fact} tabular`}>
                <ClockIcon size={16} className={styles.factIcon} />
                {t('store.readyTime', { min: readyTime.min, max: readyTime.max })}
              </span>
            )}
          </p>
        </div>
      </div>
    </section>
  );
}
