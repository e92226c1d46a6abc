import { formatDistanceMiles, formatRatingAverage } from '@orderlane/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PinIcon, StarIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import type { ListedStore } from '../api/locate-restaurants';
import styles from './store-card.module.css';

export interface StoreCardProps {
  store: ListedStore;
  /** The first cards are above the fold: their banners load eagerly. */
  isPriority?: boolean;
  /** The first card's banner is the list's largest paint: fetched before the others. */
  isLargestPaint?: boolean;
  /** The name's heading level: one below the heading that names the list (2 under a page's h1, 3 under an h2). */
  headingLevel?: 2 | 3;
}

/** A store-list card: banner, logo, name, rating, distance and keywords, linking to the store page. */
export function StoreCard({
  store,
  isPriority = false,
  isLargestPaint = false,
  headingLevel = 3,
}: StoreCardProps) {
  const { t, i18n } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const distance = formatDistanceMiles(store.distance);
  const href = store.city
    ? paths.store.getHref(store.id, { name: store.name, city: store.city })
    : paths.store.getHref(store.id);
  return (
    <Link className={styles.card} to={href}>
      <span className={styles.media}>
        {store.bannerUrl ? (
          <img
            src={store.bannerUrl}
            alt=""
            width={480}
            height={160}
            loading={isPriority ? 'eager' : 'lazy'}
            fetchPriority={isLargestPaint ? 'high' : undefined}
            decoding="async"
          />
        ) : (
          <span className={styles.mediaFallback} aria-hidden>
            {store.name.slice(0, 1)}
          </span>
        )}
        {store.logoUrl && (
          <img className={styles.logo} src={store.logoUrl} alt="" width={48} height={48} loading="lazy" />
        )}
      </span>
      <span className={styles.body}>
        <Heading className={styles.name}>{store.name}</Heading>
        <span className={`${styles.meta} tabular`}>
          {store.rating && (
            <span className={styles.rating}>
              <StarIcon size={14} className={styles.star} />
              <span aria-hidden>{formatRatingAverage(store.rating.average, i18n.resolvedLanguage)}</span>
              <span className="visually-hidden">
                {t('storeList.ratingLabel', {
                  average: formatRatingAverage(store.rating.average, i18n.resolvedLanguage),
                  count: store.rating.count,
                })}
              </span>
            </span>
          )}
          {distance && (
            <span className={styles.distance}>
              <PinIcon size={14} />
              {t('storeList.distance', { miles: distance })}
            </span>
          )}
        </span>
        {store.keyword && <span className={styles.keyword}>{store.keyword}</span>}
      </span>
    </Link>
  );
}
