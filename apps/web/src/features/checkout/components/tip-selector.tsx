import { TIP_OTHER_CODE, filterTipInput, formatCents } from '@orderlane/domain';
import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TipChoice } from '../utils/tip-choice';
import styles from './tip-selector.module.css';

export interface TipSelectorProps {
  presetsCents: readonly [number, number, number];
  choice: TipChoice;
  onChange: (choice: TipChoice) => void;
}

const CODES = [0, 1, 2, TIP_OTHER_CODE] as const;

/** Tip: three presets and Other; exactly one is selected; Other reveals a free-entry field. */
export function TipSelector({ presetsCents, choice, onChange }: TipSelectorProps) {
  const { t } = useTranslation();
  const otherId = useId();
  const groupRef = useRef<HTMLDivElement>(null);
  const otherText = choice.code === TIP_OTHER_CODE ? choice.text : '';
  const select = (code: (typeof CODES)[number]) =>
    onChange(code === TIP_OTHER_CODE ? { code, text: otherText } : { code });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0;
    if (step === 0) {
      return;
    }
    event.preventDefault();
    const next = CODES[(CODES.indexOf(choice.code) + step + CODES.length) % CODES.length] ?? 1;
    select(next);
    groupRef.current?.querySelector<HTMLElement>(`[data-code="${next}"]`)?.focus();
  };

  return (
    <div className={styles.tip}>
      <div
        ref={groupRef}
        role="radiogroup"
        aria-label={t('checkout.tip.label')}
        className={styles.options}
        onKeyDown={onKeyDown}
      >
        {CODES.map((code) => {
          const isChecked = choice.code === code;
          return (
            <button
              key={code}
              type="button"
              role="radio"
              aria-checked={isChecked}
              tabIndex={isChecked ? 0 : -1}
              data-code={code}
              className={isChecked ? `${styles.option} ${styles.checked}` : styles.option}
              onClick={() => select(code)}
            >
              {code === TIP_OTHER_CODE ? t('checkout.tip.other') : formatCents(presetsCents[code])}
            </button>
          );
        })}
      </div>
      {choice.code === TIP_OTHER_CODE && (
        <div className={styles.other}>
          <label htmlFor={otherId} className={styles.otherLabel}>
            {t('checkout.tip.otherAmount')}
          </label>
          <div className={styles.amount}>
            <span aria-hidden className={styles.currency}>
              $
            </span>
            <input
              id={otherId}
              className={`${styles.input} tabular`}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              value={otherText}
              onChange={(event) =>
                onChange({ code: TIP_OTHER_CODE, text: filterTipInput(event.target.value) })
              }
            />
          </div>
        </div>
      )}
    </div>
  );
}
