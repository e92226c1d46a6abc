import type { KeyboardEvent } from 'react';
import styles from './segmented-control.module.css';

export interface SegmentedOption<T extends string> {
  value: T;
  label: string;
  isDisabled?: boolean;
}

export interface SegmentedControlProps<T extends string> {
  label: string;
  options: readonly SegmentedOption<T>[];
  value: T | null;
  onChange: (value: T) => void;
}

/** A radio group drawn as a segmented control (Pickup / Delivery); arrow keys move between options. */
export function SegmentedControl<T extends string>({
  label,
  options,
  value,
  onChange,
}: SegmentedControlProps<T>) {
  const enabled = options.filter((option) => !option.isDisabled);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0;
    if (step === 0 || enabled.length === 0) {
      return;
    }
    event.preventDefault();
    const index = enabled.findIndex((option) => option.value === value);
    const next = enabled[(index + step + enabled.length) % enabled.length];
    if (next) {
      onChange(next.value);
      (event.currentTarget.querySelector(`[data-value="${next.value}"]`) as HTMLElement | null)?.focus();
    }
  };
  return (
    <div role="radiogroup" aria-label={label} className={styles.control} onKeyDown={onKeyDown}>
      {options.map((option) => {
        const isChecked = option.value === value;
        const isFocusable = isChecked || (value === null && option === enabled[0]);
        return (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={isChecked}
            data-value={option.value}
            tabIndex={isFocusable ? 0 : -1}
            disabled={option.isDisabled}
            className={isChecked ? `${styles.segment} ${styles.checked}` : styles.segment}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
