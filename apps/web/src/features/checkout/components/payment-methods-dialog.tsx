import { displayMaskedCard } from '@orderlane/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { CheckIcon } from '@/components/ui/icons';
import type { PaymentProfile } from '../api/get-user-payment-profiles';
import { cardBrandLabel } from './card-brand-mark';
import styles from './payment-methods-dialog.module.css';

/** The payment the diner chose: a new card typed in the form, or a saved card by its profile id. */
export type PaymentChoice = { kind: 'new-card' } | { kind: 'saved'; userPaymentProfileId: number };

export interface PaymentMethodsDialogProps {
  profiles: readonly PaymentProfile[];
  choice: PaymentChoice;
  onChoose: (choice: PaymentChoice) => void;
  onSetDefault: (profile: PaymentProfile) => void;
  onDelete: (profile: PaymentProfile) => void;
  busyProfileId: number | null;
  onClose: () => void;
}

export function savedCardLabel(profile: PaymentProfile): string {
  return `${cardBrandLabel(profile.cardType)} ${displayMaskedCard(profile.cardnumber)}`;
}

/** Choose 'Credit/Debit Card' or a saved card; each saved card's menu offers Set Default and Delete. */
export function PaymentMethodsDialog({
  profiles,
  choice,
  onChoose,
  onSetDefault,
  onDelete,
  busyProfileId,
  onClose,
}: PaymentMethodsDialogProps) {
  const { t } = useTranslation();
  const [menuFor, setMenuFor] = useState<number | null>(null);
  const isChosen = (profile: PaymentProfile) =>
    choice.kind === 'saved' && choice.userPaymentProfileId === profile.userPaymentProfileId;
  return (
    <Dialog
      isOpen
      size="sm"
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('checkout.payment.methods')}
    >
      <ul className={styles.list}>
        <li className={styles.row}>
          <button
            type="button"
            className={styles.choice}
            aria-pressed={choice.kind === 'new-card'}
            onClick={() => onChoose({ kind: 'new-card' })}
          >
            <span className={styles.name}>{t('checkout.payment.newCard')}</span>
            {choice.kind === 'new-card' && <CheckIcon size={20} className={styles.check} />}
          </button>
        </li>
        {profiles.map((profile) => {
          const label = savedCardLabel(profile);
          const isMenuOpen = menuFor === profile.userPaymentProfileId;
          return (
            <li key={profile.userPaymentProfileId} className={styles.row}>
              <button
                type="button"
                className={styles.choice}
                aria-pressed={isChosen(profile)}
                onClick={() =>
                  onChoose({ kind: 'saved', userPaymentProfileId: profile.userPaymentProfileId })
                }
              >
                <span className={`${styles.name} tabular`}>{label}</span>
                {profile.defaultProfile && (
                  <span className={styles.badge}>{t('checkout.payment.default')}</span>
                )}
                {isChosen(profile) && <CheckIcon size={20} className={styles.check} />}
              </button>
              <button
                type="button"
                className={styles.more}
                aria-expanded={isMenuOpen}
                aria-label={t('checkout.payment.cardActions', { card: label })}
                onClick={() => setMenuFor(isMenuOpen ? null : profile.userPaymentProfileId)}
              >
                <span aria-hidden>⋯</span>
              </button>
              {isMenuOpen && (
                <div
                  className={styles.menu}
                  role="group"
                  aria-label={t('checkout.payment.cardActions', { card: label })}
                >
                  <button
                    type="button"
                    className={styles.action}
                    disabled={profile.defaultProfile || busyProfileId === profile.userPaymentProfileId}
                    onClick={() => onSetDefault(profile)}
                  >
                    {t('checkout.payment.setDefault')}
                  </button>
                  <button
                    type="button"
                    className={`${styles.action} ${styles.danger}`}
                    disabled={busyProfileId === profile.userPaymentProfileId}
                    onClick={() => {
                      setMenuFor(null);
                      onDelete(profile);
                    }}
                  >
                    {t('checkout.payment.delete')}
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
