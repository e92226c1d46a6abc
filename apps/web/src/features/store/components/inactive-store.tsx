import { formatDistanceMiles } from '@orderlane/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import type { Store } from '@/types/api';
import { useNearbyStores } from '../api/locate-restaurants';
import { firstKeyword } from '@orderlane/domain';
import styles from './inactive-store.module.css';

export interface InactiveStoreProps {
  store: Store;
}

/** An inactive restaurant offers nearby restaurants that take orders instead of its menu. */
export function InactiveStore({ store }: InactiveStoreProps) {
  const { t } = useTranslation();
  const point =
    store.latitude !== null && store.longitude !== null
      ? { latitude: store.latitude, longitude: store.longitude }
      : null;
  const nearby = useNearbyStores(point, true);
  const alternatives = (nearby.data ?? []).filter(
    (candidate) => candidate.orderlane && candidate.id !== store.id,
  );
  return (
    <section className={styles.section} aria-labelledby="inactive-title">
      <h2 id="inactive-title" className={styles.title}>
        {t('store.inactiveTitle', { restaurant: store.name })}
      </h2>
      {nearby.isPending ? (
        <div className={styles.list}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} height={168} />
          ))}
        </div>
      ) : alternatives.length === 0 ? (
        <p className={styles.empty}>
          {t('store.noAlternatives')} <Link to={paths.storesList.getHref()}>{t('store.browseStores')}</Link>
        </p>
      ) : (
        <ul className={styles.list}>
          {alternatives.map((candidate) => (
            <li key={candidate.id}>
              <Link className={styles.card} to={paths.store.getHref(candidate.id)}>
                <span className={styles.image}>
                  {candidate.bannerUrl && (
                    <img src={candidate.bannerUrl} alt="" width={240} height={120} loading="lazy" />
                  )}
                </span>
                <span className={styles.name}>{candidate.name}</span>
                <span className={styles.meta}>
                  {[
                    firstKeyword(candidate.keyword),
                    formatDistanceMiles(candidate.distance) &&
                      t('store.distance', { miles: formatDistanceMiles(candidate.distance) }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
