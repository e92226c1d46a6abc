import { formatPhoneDisplay } from '@orderlane/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CheckoutSection } from './checkout-section';
import { PhoneDialog } from './phone-dialog';
import styles from './address-section.module.css';

export interface PhoneSectionProps {
  phoneNumber: string;
  onSave: (phoneDigits: string) => void;
}

/** PHONE NUMBER: shown (###) ###-####; Change opens the edit-phone modal. */
export function PhoneSection({ phoneNumber, onSave }: PhoneSectionProps) {
  const { t } = useTranslation();
  const [isEditing, setIsEditing] = useState(false);
  return (
    <CheckoutSection
      title={t('checkout.phone.section')}
      action={
        <Button variant="text" aria-haspopup="dialog" onClick={() => setIsEditing(true)}>
          {phoneNumber ? t('checkout.change') : t('checkout.phone.add')}
        </Button>
      }
    >
      <p className={phoneNumber ? `${styles.text} tabular` : styles.note}>
        {phoneNumber ? formatPhoneDisplay(phoneNumber) : t('checkout.phone.missing')}
      </p>
      {isEditing && (
        <PhoneDialog
          phoneNumber={phoneNumber}
          onSave={(digits) => {
            onSave(digits);
            setIsEditing(false);
          }}
          onClose={() => setIsEditing(false)}
        />
      )}
    </CheckoutSection>
  );
}
