import { SPECIAL_INSTRUCTIONS_MAX_LENGTH, filterSpecialInstructions } from '@orderlane/domain';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '@/components/ui/field';

export interface SpecialInstructionsFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** At most 200 characters, disallowed characters stripped as they are typed. */
export function SpecialInstructionsField({ value, onChange }: SpecialInstructionsFieldProps) {
  const { t } = useTranslation();
  return (
    <TextAreaField
      label={t('checkout.instructions.label')}
      placeholder={t('checkout.instructions.placeholder')}
      maxLength={SPECIAL_INSTRUCTIONS_MAX_LENGTH}
      rows={3}
      value={value}
      hint={`${value.length}/${SPECIAL_INSTRUCTIONS_MAX_LENGTH}`}
      onChange={(event) => onChange(filterSpecialInstructions(event.target.value))}
    />
  );
}
