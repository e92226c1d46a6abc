import {
  INCOMPLETE_CARD_MESSAGE,
  cvvLength,
  detectCardBrand,
  formatExpiryInput,
  normalizeCardNumber,
  validateCardEntry,
  type CardEntry,
} from '@orderlane/domain';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '@/components/ui/notice';
import { CardBrandMark } from './card-brand-mark';
import styles from './card-form.module.css';

export const EMPTY_CARD: CardEntry = { cardholder: '', cardnumber: '', expdate: '', cvv: '', zipcode: '' };

export interface CardFormProps {
  value: CardEntry;
  onChange: (value: CardEntry) => void;
  saveCard: boolean;
  /** Without it there is no 'Save this card' box (a card typed for someone else is never saved). */
  onSaveCardChange?: (saveCard: boolean) => void;
  /** The clock the expiry is checked against. */
  now: Date;
}

type FieldState = 'empty' | 'valid' | 'invalid';

interface CardFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  state: FieldState;
  onValue: (value: string) => void;
  adornment?: ReactNode;
}

function CardField({ label, value, state, onValue, adornment, className, ...rest }: CardFieldProps) {
  const id = useId();
  return (
    <div className={[styles.field, className ?? ''].join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          id={id}
          className={`${styles.input} ${styles[state]}`}
          value={value}
          aria-invalid={state === 'invalid' ? true : undefined}
          data-state={state}
          onChange={(event) => onValue(event.target.value)}
          {...rest}
        />
        {adornment}
      </div>
    </div>
  );
}

const stateOf = (text: string, isValid: boolean): FieldState =>
  text === '' ? 'empty' : isValid ? 'valid' : 'invalid';

/** Card entry: live brand, green/red borders, auto slash, CVV length by brand, ZIP of 5 digits. */
export function CardForm({ value, onChange, saveCard, onSaveCardChange, now }: CardFormProps) {
  const { t } = useTranslation();
  const validity = validateCardEntry(value, now);
  const isComplete = Object.values(validity).every(Boolean);
  const brand = detectCardBrand(value.cardnumber);
  const set = (patch: Partial<CardEntry>) => onChange({ ...value, ...patch });

  return (
    <div className={styles.form}>
      <CardField
        className={styles.wide}
        label={t('checkout.card.cardholder')}
        autoComplete="cc-name"
        maxLength={100}
        value={value.cardholder}
        state={value.cardholder === '' ? 'empty' : validity.cardholder ? 'valid' : 'invalid'}
        onValue={(cardholder) => set({ cardholder })}
      />
      <CardField
        className={styles.wide}
        label={t('checkout.card.number')}
        autoComplete="cc-number"
        inputMode="numeric"
        // Room for a pasted '4111 1111 1111 1111'; the digits are capped by the brand's length as typed.
        maxLength={23}
        value={value.cardnumber}
        state={stateOf(value.cardnumber, validity.cardnumber)}
        onValue={(text) => {
          const cardnumber = normalizeCardNumber(text);
          set({ cardnumber, cvv: value.cvv.slice(0, cvvLength(cardnumber)) });
        }}
        adornment={<CardBrandMark brand={value.cardnumber === '' ? null : brand} />}
      />
      <CardField
        label={t('checkout.card.expiry')}
        placeholder="MM/YY"
        autoComplete="cc-exp"
        inputMode="numeric"
        maxLength={5}
        value={value.expdate}
        state={stateOf(value.expdate, validity.expdate)}
        onValue={(text) => set({ expdate: formatExpiryInput(text, value.expdate) })}
      />
      <CardField
        label={t('checkout.card.cvv')}
        autoComplete="cc-csc"
        inputMode="numeric"
        maxLength={cvvLength(value.cardnumber)}
        value={value.cvv}
        state={stateOf(value.cvv, validity.cvv)}
        onValue={(text) => set({ cvv: text.replace(/\D/g, '').slice(0, cvvLength(value.cardnumber)) })}
      />
      <CardField
        label={t('checkout.card.zip')}
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={5}
        value={value.zipcode}
        state={stateOf(value.zipcode, validity.zipcode)}
        onValue={(text) => set({ zipcode: text.replace(/\D/g, '').slice(0, 5) })}
      />
      {onSaveCardChange && (
        <label className={`${styles.save} ${styles.wide}`}>
          <input
            type="checkbox"
            checked={saveCard}
            onChange={(event) => onSaveCardChange(event.target.checked)}
          />
          {t('checkout.card.save')}
        </label>
      )}
      <div className={styles.wide} aria-live="polite">
        {!isComplete && <Notice tone="warning">{INCOMPLETE_CARD_MESSAGE}</Notice>}
      </div>
    </div>
  );
}
