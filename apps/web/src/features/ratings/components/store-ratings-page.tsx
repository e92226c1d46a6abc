import { formatRatingAverage, RATING_MAX_STARS, RATINGS_SHOWN_FROM } from '@orderlane/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { StarIcon } from '@/components/ui/icons';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { useStoreRatings, type StoreRatings } from '../api/get-store-ratings';
import styles from './store-ratings-page.module.css';

/** A store-local 'YYYY-MM-DD HH:mm:ss' as the reader's date: 'Nov 3, 2026' (zh-CN '2026年11月3日'). */
function formatRatedDate(storeLocal: string, locale = 'en'): string {
  const [year = 1970, month = 1, day = 1] = storeLocal.slice(0, 10).split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', dateStyle: 'medium' }).format(
    Date.UTC(year, month - 1, day),
  );
}

/** The owner's view of a store's ratings: average, count, stars distribution and every rating, newest first. */
export function StoreRatingsPage({ storeId }: { storeId: number }) {
  const { t } = useTranslation();
  const ratings = useStoreRatings(storeId);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('ratings.portal.title')}</h1>
      {ratings.isPending ? (
        <div className={styles.loading} role="status" aria-label={t('ratings.portal.loading')}>
          <Skeleton height={96} />
          <Skeleton height={200} />
        </div>
      ) : ratings.isError ? (
        <Notice
          tone="error"
          role="alert"
          action={
            <Button variant="secondary" onClick={() => void ratings.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('ratings.portal.loadFailed')}
        </Notice>
      ) : (
        <>
          <Summary summary={ratings.data.pages[0]!} />
          <RatingList pages={ratings.data.pages} />
          {ratings.hasNextPage && (
            <div>
              <Button
                variant="secondary"
                isBusy={ratings.isFetchingNextPage}
                onClick={() => void ratings.fetchNextPage()}
              >
                {t('ratings.portal.more')}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}

function Summary({ summary }: { summary: StoreRatings }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage;
  const most = Math.max(1, ...summary.distribution);
  return (
    <section className={styles.summary} aria-label={t('ratings.portal.average')}>
      <div className={styles.figure}>
        <p className={styles.average}>
          {summary.average === null ? (
            t('ratings.portal.noAverage')
          ) : (
            <>
              <StarIcon size={28} className={styles.star} />
              <span className="tabular">{formatRatingAverage(summary.average, locale)}</span>
              <span className="visually-hidden">/ 5</span>
            </>
          )}
        </p>
        <p className={styles.count}>{t('ratings.portal.count', { count: summary.count })}</p>
        <p className={styles.note}>
          {summary.shown
            ? t('ratings.portal.shown', {
                average: formatRatingAverage(summary.shown.average, locale),
                count: summary.shown.count,
              })
            : t('ratings.portal.hidden', { min: RATINGS_SHOWN_FROM })}
        </p>
      </div>
      <div className={styles.distribution}>
        <h2 className={styles.subtitle}>{t('ratings.portal.distribution')}</h2>
        <ul className={styles.bars}>
          {Array.from({ length: RATING_MAX_STARS }, (_, index) => RATING_MAX_STARS - index).map((stars) => {
            const count = summary.distribution[stars - 1] ?? 0;
            return (
              <li key={stars} className={styles.bar}>
                <span className={styles.barLabel}>{t('ratings.stars', { count: stars })}</span>
                <span className={styles.track} aria-hidden>
                  <span className={styles.fill} style={{ width: `${(count / most) * 100}%` }} />
                </span>
                <span className={`${styles.barCount} tabular`}>{count}</span>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

function RatingList({ pages }: { pages: StoreRatings[] }) {
  const { t, i18n } = useTranslation();
  const rows = pages.flatMap((page) => page.ratings);
  if (rows.length === 0) {
    return <p className={styles.empty}>{t('ratings.portal.empty')}</p>;
  }
  return (
    <section aria-label={t('ratings.portal.list')}>
      <h2 className={styles.subtitle}>{t('ratings.portal.list')}</h2>
      <ul className={styles.list}>
        {rows.map((rating) => (
          <li key={rating.id} className={styles.row}>
            <div className={styles.rowHead}>
              <span className={styles.order}>
                <span className="visually-hidden">{t('ratings.portal.order')} </span>
                {rating.orderNumber}
              </span>
              <span
                className={styles.rowStars}
                role="img"
                aria-label={t('ratings.stars', { count: rating.stars })}
              >
                {Array.from({ length: RATING_MAX_STARS }, (_, index) => (
                  <StarIcon key={index} size={16} className={index < rating.stars ? styles.on : styles.off} />
                ))}
              </span>
              <time className={`${styles.date} tabular`} dateTime={rating.createdAt}>
                {formatRatedDate(rating.ratedAt, i18n.resolvedLanguage)}
              </time>
            </div>
            <p className={rating.comment ? styles.comment : styles.noComment}>
              {rating.comment ?? t('ratings.portal.noComment')}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
