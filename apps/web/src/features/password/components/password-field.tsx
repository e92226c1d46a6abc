import { useId, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '@/components/ui/icons';
import styles from './password-field.module.css';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  error?: string | null;
}

/** A password input with a Show / Hide toggle. */
export function PasswordField({ label, error, className, ...rest }: PasswordFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [isShown, setIsShown] = useState(false);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          id={id}
          type={isShown ? 'text' : 'password'}
          className={[styles.input, error ? styles.invalid : '', className ?? ''].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...rest}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={isShown}
          aria-label={
            isShown ? t('password.hideLabel', { field: label }) : t('password.showLabel', { field: label })
          }
          onClick={() => setIsShown(!isShown)}
        >
          {isShown ? t('password.hide') : t('password.show')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          <AlertIcon size={16} /> {error}
        </p>
      )}
    </div>
  );
}
