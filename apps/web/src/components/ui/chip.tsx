import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './chip.module.css';

export interface ChipProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  isSelected?: boolean;
  children: ReactNode;
}

export function Chip({ isSelected = false, className, children, type = 'button', ...rest }: ChipProps) {
  return (
    <button
      type={type}
      className={[styles.chip, isSelected ? styles.selected : '', className ?? ''].filter(Boolean).join(' ')}
      {...rest}
    >
      {children}
    </button>
  );
}
