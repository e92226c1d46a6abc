import styles from './spinner.module.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  tone?: 'brand' | 'inverse';
  /** Announced to screen readers; omit when a surrounding label already says it. */
  label?: string;
}

export function Spinner({ size = 'md', tone = 'brand', label }: SpinnerProps) {
  return (
    <span
      className={[styles.spinner, styles[size], styles[tone]].join(' ')}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}
