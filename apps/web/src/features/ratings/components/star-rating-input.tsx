import { RATING_MAX_STARS } from '@orderlane/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StarIcon } from '@/components/ui/icons';
import styles from './star-rating-input.module.css';

export interface StarRatingInputProps {
  value: number | null;
  onChange: (stars: number) => void;
  legend: string;
  /** Id of the sentence that says why the choice is missing. */
  errorId?: string;
  isDisabled?: boolean;
}

/**
 * Five stars as a radio group: the browser's own keys (Tab into the group, arrows to move and choose), each
 * option named '3 stars'; the stars up to the chosen one are filled.
 */
export function StarRatingInput({
  value,
  onChange,
  legend,
  errorId,
  isDisabled = false,
}: StarRatingInputProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset
      className={styles.group}
      aria-describedby={errorId}
      aria-invalid={errorId ? true : undefined}
      disabled={isDisabled}
    >
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.stars}>
        {Array.from({ length: RATING_MAX_STARS }, (_, index) => {
          const stars = index + 1;
          const id = `${name}-${stars}`;
          return (
            <span key={stars} className={styles.option}>
              <input
                id={id}
                className={styles.radio}
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
              />
              <label htmlFor={id} className={value !== null && stars <= value ? styles.filled : styles.empty}>
                <StarIcon size={32} />
                <span className="visually-hidden">{t('ratings.stars', { count: stars })}</span>
              </label>
            </span>
          );
        })}
      </div>
    </fieldset>
  );
}
