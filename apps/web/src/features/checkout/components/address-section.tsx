import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { AddressMap } from './address-map';
import { CheckoutSection } from './checkout-section';
import styles from './address-section.module.css';

export interface AddressSectionProps {
  /** The full delivery address, or null when none is saved yet. */
  addressText: string | null;
  /** The drop-off note ('Hand it to me', 'Leave it at my door' plus the extra text). */
  note: string;
  /** 'You're out of range' and similar from the delivery check. */
  problem: string | null;
  onChange: () => void;
}

/** ADDRESS (delivery): where it goes, the drop-off note and a map; Change opens the address dialog. */
export function AddressSection({ addressText, note, problem, onChange }: AddressSectionProps) {
  const { t } = useTranslation();
  return (
    <CheckoutSection
      title={t('checkout.address.title')}
      action={
        <Button variant="text" aria-haspopup="dialog" onClick={onChange}>
          {addressText ? t('checkout.change') : t('checkout.address.add')}
        </Button>
      }
    >
      {addressText ? (
        <div className={styles.address}>
          <AddressMap />
          <div>
            <p className={styles.text}>{addressText}</p>
            <p className={styles.note}>
              {t('checkout.address.dropOff')}: {note}
            </p>
          </div>
        </div>
      ) : (
        <p className={styles.note}>{t('checkout.address.missing')}</p>
      )}
      {problem && (
        <Notice tone="error" role="status">
          {problem}
        </Notice>
      )}
    </CheckoutSection>
  );
}
