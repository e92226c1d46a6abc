import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import {
  isAutocompleteText,
  useAddressSuggestions,
  type AddressSuggestion,
} from '@/lib/api/suggest-addresses';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import styles from './address-search.module.css';

export interface AddressSearchProps {
  text: string;
  onTextChange: (text: string) => void;
  onPick: (suggestion: AddressSuggestion) => void;
  error: string | null;
}

/** A combobox: typing more than 4 characters lists addresses from the API's geocoder. */
export function AddressSearch({ text, onTextChange, onPick, error }: AddressSearchProps) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const query = useDebouncedValue(text.trim(), 250);
  const suggestions = useAddressSuggestions(query);
  // Suggestions for older text stay hidden: picking one would save an address the diner no longer typed.
  const isCurrent = query === text.trim() && !suggestions.isPlaceholderData;
  const items = isAutocompleteText(query) && isCurrent ? (suggestions.data ?? []) : [];
  const isListShown = isOpen && items.length > 0;
  const isNotFound = isOpen && isAutocompleteText(query) && suggestions.isSuccess && items.length === 0;
  const shownError = error ?? (isNotFound ? t('address.incorrect') : null);

  const pick = (suggestion: AddressSuggestion) => {
    setIsOpen(false);
    setActiveIndex(-1);
    onPick(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setIsOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((current) => (items.length === 0 ? -1 : (current + step + items.length) % items.length));
    } else if (event.key === 'Enter' && isListShown && items[activeIndex]) {
      event.preventDefault();
      pick(items[activeIndex]);
    } else if (event.key === 'Escape' && isListShown) {
      // Close the list, not the dialog.
      event.stopPropagation();
      setIsOpen(false);
    }
  };

  return (
    <div className={styles.search}>
      <label htmlFor={id} className={styles.label}>
        {t('address.street')}
      </label>
      <div className={styles.inputWrap}>
        <input
          id={id}
          role="combobox"
          aria-expanded={isListShown}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={isListShown && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
          aria-describedby={shownError ? errorId : undefined}
          aria-invalid={shownError ? true : undefined}
          className={shownError ? `${styles.input} ${styles.invalid}` : styles.input}
          autoComplete="street-address"
          data-autofocus
          placeholder={t('address.searchPlaceholder')}
          value={text}
          onChange={(event) => {
            onTextChange(event.target.value);
            setIsOpen(true);
            setActiveIndex(-1);
          }}
          onKeyDown={onKeyDown}
        />
        {suggestions.isFetching && (
          <span className={styles.spinner}>
            <Spinner size="sm" label={t('address.searching')} />
          </span>
        )}
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('address.suggestions')}
        className={styles.list}
        hidden={!isListShown}
      >
        {items.map((suggestion, index) => (
          <li
            key={`${suggestion.description}-${index}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === activeIndex}
            className={index === activeIndex ? `${styles.option} ${styles.active}` : styles.option}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(suggestion)}
          >
            {suggestion.description}
          </li>
        ))}
      </ul>
      {shownError && (
        <p id={errorId} className={styles.error}>
          <AlertIcon size={16} /> {shownError}
        </p>
      )}
    </div>
  );
}
