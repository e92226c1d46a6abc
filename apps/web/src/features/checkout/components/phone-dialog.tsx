import { PHONE_INPUT_MAX_LENGTH, formatPhoneInput, isPhoneValid, toPhoneDigits } from '@orderlane/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';

export interface PhoneDialogProps {
  phoneNumber: string;
  onSave: (phoneDigits: string) => void;
  onClose: () => void;
}

/** The edit-phone modal: US numbers shown (###) ###-####, saved as digits; Save needs a valid number. */
export function PhoneDialog({ phoneNumber, onSave, onClose }: PhoneDialogProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => formatPhoneInput(phoneNumber));
  const [isTouched, setIsTouched] = useState(false);
  const isValid = isPhoneValid(text);
  const save = () => {
    if (isValid) {
      onSave(toPhoneDigits(text));
    } else {
      setIsTouched(true);
    }
  };
  return (
    <Dialog
      isOpen
      size="sm"
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('checkout.phone.title')}
      footer={
        <Button size="lg" isBlock disabled={!isValid} onClick={save}>
          {t('checkout.phone.save')}
        </Button>
      }
    >
      <form
        style={{ padding: 'var(--space-4)' }}
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <TextField
          label={t('checkout.phone.label')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(312) 555-0142"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          value={text}
          data-autofocus
          error={isTouched && !isValid ? t('checkout.phone.invalid') : null}
          onBlur={() => setIsTouched(text !== '')}
          onChange={(event) => setText(formatPhoneInput(event.target.value))}
        />
      </form>
    </Dialog>
  );
}
