import { MAX_REJECT_NOTE_LENGTH, REJECT_REASON_CODES, type RejectReason } from '@orderlane/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '@/components/ui/field';
import styles from './order-dialogs.module.css';

/** The reason an order ends (reject or cancel): a code from the list and, for OTHER, the restaurant's own words. */
export function useReasonChoice(onConfirm: (reason: RejectReason, note: string) => void) {
  const [key, setKey] = useState<RejectReason | null>(null);
  const [details, setDetails] = useState('');
  const [isTried, setIsTried] = useState(false);
  // 'Other' needs the restaurant's own words; the other reasons read well alone.
  const isNoteMissing = key === 'OTHER' && details.trim() === '';
  const submit = () => {
    setIsTried(true);
    if (key && !isNoteMissing) {
      onConfirm(key, details.trim());
    }
  };
  return { key, setKey, details, setDetails, isTried, isNoteMissing, submit };
}

export type ReasonChoice = ReturnType<typeof useReasonChoice>;

export interface ReasonFieldsProps {
  /** The radio group's name, one per dialog. */
  name: string;
  legend: string;
  /** Said under the text box when OTHER is chosen with nothing written. */
  detailsMissing: string;
  choice: ReasonChoice;
}

/** The reason codes as radios, then the free text, each refusal beside its field once the owner has tried. */
export function ReasonFields({ name, legend, detailsMissing, choice }: ReasonFieldsProps) {
  const { t } = useTranslation();
  const { key, setKey, details, setDetails, isTried, isNoteMissing } = choice;
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{legend}</legend>
        <div className={styles.reasons}>
          {REJECT_REASON_CODES.map((code, index) => (
            <label key={code} className={styles.reason}>
              <input
                type="radio"
                name={name}
                value={code}
                checked={key === code}
                onChange={() => setKey(code)}
                {...(index === 0 ? { 'data-autofocus': true } : {})}
              />
              <span>{t(`portal.reject.reasons.${code}`)}</span>
            </label>
          ))}
        </div>
        {isTried && key === null && <p className={styles.error}>{t('portal.reject.pickReason')}</p>}
      </fieldset>
      <TextAreaField
        label={key === 'OTHER' ? t('portal.reject.detailsRequired') : t('portal.reject.details')}
        value={details}
        maxLength={MAX_REJECT_NOTE_LENGTH}
        onChange={(event) => setDetails(event.target.value)}
        error={isTried && isNoteMissing ? detailsMissing : null}
      />
    </>
  );
}
