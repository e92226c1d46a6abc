import { RATING_COMMENT_MAX_LENGTH, RATING_MESSAGES } from '@orderlane/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/field';
import { AlertIcon, StarIcon } from '@/components/ui/icons';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useOrderRating, type OrderRating, type RatingSession } from '../api/get-order-rating';
import { useRateOrder } from '../api/rate-order';
import { StarRatingInput } from './star-rating-input';
import styles from './rating-prompt.module.css';

export interface RatingPromptProps {
  session: RatingSession;
  /** A completed order of the signed-in diner. */
  orderId: number;
}

/** The server's sentence as the diner's language says it (the server writes English). */
function failureKey(error: unknown): string {
  if (!(error instanceof ApiError)) {
    return 'ratings.prompt.failed';
  }
  if (error.message === RATING_MESSAGES.alreadyRated) {
    return 'ratings.prompt.alreadyRated';
  }
  if (error.message === RATING_MESSAGES.notCompleted) {
    return 'ratings.prompt.notCompleted';
  }
  if (error.message === RATING_MESSAGES.commentTooLong) {
    return 'ratings.prompt.commentTooLong';
  }
  if (error.status === 403) {
    return 'ratings.prompt.notYours';
  }
  return error.status === 400 ? 'ratings.prompt.chooseStars' : 'ratings.prompt.failed';
}

/** A completed order's rating: the stars and comment once given, else the form to give them (once). */
export function RatingPrompt({ session, orderId }: RatingPromptProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const rating = useOrderRating(session, orderId);
  if (rating.isPending) {
    return (
      <div className={styles.card} role="status" aria-label={t('ratings.prompt.loading')}>
        <Skeleton height={20} width="40%" />
        <Skeleton height={44} width="60%" />
      </div>
    );
  }
  if (rating.isError) {
    return (
      <Notice
        tone="error"
        action={
          <Button variant="secondary" onClick={() => void rating.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('ratings.prompt.loadFailed')}
      </Notice>
    );
  }
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      {rating.data ? (
        <GivenRating titleId={titleId} rating={rating.data} />
      ) : (
        <RatingForm titleId={titleId} session={session} orderId={orderId} />
      )}
    </section>
  );
}

function GivenRating({ titleId, rating }: { titleId: string; rating: OrderRating }) {
  const { t } = useTranslation();
  return (
    <>
      <h2 id={titleId} className={styles.title}>
        {t('ratings.prompt.yourRating')}
      </h2>
      <p className={styles.given}>
        <span className={styles.givenStars} aria-hidden>
          {Array.from({ length: 5 }, (_, index) => (
            <StarIcon key={index} size={20} className={index < rating.stars ? styles.on : styles.off} />
          ))}
        </span>
        <span>{t('ratings.stars', { count: rating.stars })}</span>
      </p>
      {rating.comment && <p className={styles.comment}>{rating.comment}</p>}
    </>
  );
}

function RatingForm({
  titleId,
  session,
  orderId,
}: {
  titleId: string;
  session: RatingSession;
  orderId: number;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  const [stars, setStars] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [isMissingStars, setIsMissingStars] = useState(false);
  const rate = useRateOrder(session, orderId);
  const rating = useOrderRating(session, orderId);
  const left = RATING_COMMENT_MAX_LENGTH - [...comment.trim()].length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (stars === null) {
      setIsMissingStars(true);
      return;
    }
    rate.mutate(
      { stars, comment },
      {
        // Rated meanwhile (another tab): show the rating that counts.
        onError: (error) => {
          if (error instanceof ApiError && error.message === RATING_MESSAGES.alreadyRated) {
            void rating.refetch();
          }
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <h2 id={titleId} className={styles.title}>
        {t('ratings.prompt.title')}
      </h2>
      <p className={styles.intro}>{t('ratings.prompt.intro')}</p>
      <StarRatingInput
        value={stars}
        onChange={(value) => {
          setStars(value);
          setIsMissingStars(false);
        }}
        legend={t('ratings.prompt.starsLegend')}
        errorId={isMissingStars ? errorId : undefined}
        isDisabled={rate.isPending}
      />
      {isMissingStars && (
        <p id={errorId} className={styles.error}>
          <AlertIcon size={16} /> {t('ratings.prompt.chooseStars')}
        </p>
      )}
      <TextAreaField
        label={t('ratings.prompt.commentLabel')}
        value={comment}
        maxLength={RATING_COMMENT_MAX_LENGTH + 20}
        rows={3}
        onChange={(event) => setComment(event.target.value)}
        error={left < 0 ? t('ratings.prompt.commentTooLong', { max: RATING_COMMENT_MAX_LENGTH }) : null}
        hint={t('ratings.prompt.charactersLeft', { count: Math.max(left, 0) })}
        disabled={rate.isPending}
      />
      {rate.isError && (
        <p className={styles.error} role="alert">
          <AlertIcon size={16} /> {t(failureKey(rate.error), { max: RATING_COMMENT_MAX_LENGTH })}
        </p>
      )}
      <div>
        <Button type="submit" isBusy={rate.isPending} disabled={left < 0}>
          {t('ratings.prompt.send')}
        </Button>
      </div>
    </form>
  );
}
