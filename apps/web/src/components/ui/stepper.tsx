import { MinusIcon, PlusIcon } from './icons';
import styles from './stepper.module.css';

export interface StepperProps {
  /** Names the thing counted, e.g. "Quantity" or an option name. */
  label: string;
  value: number;
  onIncrease: () => void;
  onDecrease: () => void;
  canIncrease: boolean;
  canDecrease: boolean;
  decreaseLabel: string;
  increaseLabel: string;
  size?: 'sm' | 'md';
}

/** − [n] + with a read-only 3-digit field between the buttons. */
export function Stepper({
  label,
  value,
  onIncrease,
  onDecrease,
  canIncrease,
  canDecrease,
  decreaseLabel,
  increaseLabel,
  size = 'md',
}: StepperProps) {
  return (
    <div className={`${styles.stepper} ${styles[size]}`} role="group" aria-label={label}>
      <button
        type="button"
        className={styles.step}
        aria-label={decreaseLabel}
        disabled={!canDecrease}
        onClick={onDecrease}
      >
        <MinusIcon size={18} />
      </button>
      <input
        className={`${styles.value} tabular`}
        value={value}
        readOnly
        maxLength={3}
        size={3}
        inputMode="numeric"
        aria-label={label}
        aria-live="polite"
      />
      <button
        type="button"
        className={styles.step}
        aria-label={increaseLabel}
        disabled={!canIncrease}
        onClick={onIncrease}
      >
        <PlusIcon size={18} />
      </button>
    </div>
  );
}
