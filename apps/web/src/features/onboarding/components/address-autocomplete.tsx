import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '@/components/ui/icons';
import {
  isAutocompleteText,
  useAddressSuggestions,
  type AddressSuggestion,
} from '@/lib/api/suggest-addresses';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import styles from './onboarding.module.css';

export interface AddressAutocompleteProps {
  label: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  onPick: (suggestion: AddressSuggestion) => void;
}

/** An address field offering the maps service's suggestions once more than 4 characters are typed. */
export function AddressAutocomplete({ label, value, error, onChange, onPick }: AddressAutocompleteProps) {
  const { t } = useTranslation();
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(value.trim(), 250);
  const suggestions = useAddressSuggestions(query, { isSilent: true });
  const options = isAutocompleteText(query) ? (suggestions.data ?? []) : [];
  const isShown = isOpen && isAutocompleteText(value) && suggestions.isFetched;

  const pick = (suggestion: AddressSuggestion) => {
    onPick(suggestion);
    setIsOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && options.length > 0) {
      event.preventDefault();
      setIsOpen(true);
      setActive((current) => (current + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length > 0) {
      event.preventDefault();
      setActive((current) => (current <= 0 ? options.length - 1 : current - 1));
    } else if (event.key === 'Enter' && isShown && options[active]) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape') {
      setIsOpen(false);
    }
  };

  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-input`} className={styles.label}>
        {label}
      </label>
      <div className={styles.combo}>
        <input
          id={`${id}-input`}
          className={`${styles.input} ${error ? styles.invalid : ''}`}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={isShown}
          aria-controls={`${id}-list`}
          aria-activedescendant={isShown && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          autoComplete="off"
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setIsOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => window.setTimeout(() => setIsOpen(false), 150)}
        />
        {isShown && (
          <ul
            id={`${id}-list`}
            role="listbox"
            aria-label={t('onboarding.lite.suggestions')}
            className={styles.options}
          >
            {options.length === 0 ? (
              <li className={styles.noOption} role="presentation">
                {t('onboarding.lite.noSuggestions')}
              </li>
            ) : (
              options.map((option, index) => (
                <li
                  key={`${option.description}-${index}`}
                  id={`${id}-option-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className={`${styles.option} ${index === active ? styles.optionActive : ''}`}
                  onMouseDown={(event) => {
                    event.preventDefault();
                    pick(option);
                  }}
                >
                  {option.description}
                </li>
              ))
            )}
          </ul>
        )}
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('onboarding.lite.addressHint')}
      </p>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          <AlertIcon size={16} /> {error}
        </p>
      )}
    </div>
  );
}
