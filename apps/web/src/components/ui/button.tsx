import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './spinner';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'text';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'md' | 'lg';
  isBusy?: boolean;
  isBlock?: boolean;
  children: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  isBusy = false,
  isBlock = false,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = [styles.button, styles[variant], styles[size], isBlock ? styles.block : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || isBusy}
      aria-busy={isBusy || undefined}
      {...rest}
    >
      {/* The label stays in the flow while busy so the button keeps its width. */}
      <span className={isBusy ? styles.hiddenLabel : styles.label}>{children}</span>
      {isBusy && (
        <span className={styles.busy}>
          <Spinner size="sm" tone={variant === 'primary' ? 'inverse' : 'brand'} />
        </span>
      )}
    </button>
  );
}
