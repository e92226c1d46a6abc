import { useId, type InputHTMLAttributes } from 'react';
import styles from './floating-field.module.css';

export type FieldState = 'neutral' | 'valid' | 'invalid';

export interface FloatingFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'placeholder'> {
  label: string;
  state: FieldState;
  /** Shown under the field while it is invalid. */
  hint: string;
}

/** A field whose label sits inside it and floats above once it holds text or focus; green or red border. */
export function FloatingField({ label, state, hint, className, ...rest }: FloatingFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={[styles.field, styles[state], className ?? ''].filter(Boolean).join(' ')}>
      <input
        id={id}
        className={styles.input}
        placeholder=" "
        aria-invalid={state === 'invalid' || undefined}
        aria-describedby={state === 'invalid' ? hintId : undefined}
        {...rest}
      />
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {state === 'invalid' && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
