import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { showToast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { useDeletePaymentProfile } from '../api/delete-payment-profile';
import type { PaymentProfile } from '../api/get-user-payment-profiles';
import { useSetDefaultPaymentProfile } from '../api/set-default-payment-profile';
import type { PaymentState } from '../hooks/use-payment-state';
import { CardForm } from './card-form';
import { CheckoutSection } from './checkout-section';
import { PaymentMethodsDialog, savedCardLabel } from './payment-methods-dialog';
import styles from './payment-section.module.css';

export interface PaymentSectionProps {
  userId: number;
  payment: PaymentState;
  now: Date;
}

/** PAYMENT: the chosen saved card, or the card form; Change opens the saved-payment-methods modal. */
export function PaymentSection({ userId, payment, now }: PaymentSectionProps) {
  const { t } = useTranslation();
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const setDefault = useSetDefaultPaymentProfile();
  const remove = useDeletePaymentProfile();
  const busyProfileId =
    (setDefault.isPending ? setDefault.variables.userPaymentProfileId : null) ??
    (remove.isPending ? remove.variables.userPaymentProfileId : null);
  const onError = (error: Error) =>
    showToast({
      tone: 'error',
      message: error instanceof ApiError ? error.message : t('checkout.payment.failed'),
    });
  const chosen =
    payment.choice.kind === 'saved'
      ? payment.profiles.find(
          (profile) =>
            profile.userPaymentProfileId ===
            (payment.choice as { userPaymentProfileId: number }).userPaymentProfileId,
        )
      : undefined;
  const ref = (profile: PaymentProfile) => ({ userId, userPaymentProfileId: profile.userPaymentProfileId });

  return (
    <CheckoutSection
      title={t('checkout.payment.title')}
      action={
        payment.profiles.length > 0 && (
          <Button variant="text" aria-haspopup="dialog" onClick={() => setIsDialogOpen(true)}>
            {t('checkout.change')}
          </Button>
        )
      }
    >
      {payment.isLoadingProfiles ? (
        <Skeleton height={44} />
      ) : chosen ? (
        <p className={`${styles.saved} tabular`}>
          <span className={styles.savedLabel}>{savedCardLabel(chosen)}</span>
          {chosen.defaultProfile && <span className={styles.badge}>{t('checkout.payment.default')}</span>}
        </p>
      ) : (
        <CardForm
          value={payment.card}
          onChange={payment.setCard}
          saveCard={payment.saveCard}
          onSaveCardChange={payment.setSaveCard}
          now={now}
        />
      )}
      {isDialogOpen && (
        <PaymentMethodsDialog
          profiles={payment.profiles}
          choice={payment.choice}
          busyProfileId={busyProfileId}
          onChoose={(choice) => {
            payment.choose(choice);
            setIsDialogOpen(false);
          }}
          onSetDefault={(profile) => setDefault.mutate(ref(profile), { onError })}
          onDelete={(profile) => remove.mutate(ref(profile), { onError })}
          onClose={() => setIsDialogOpen(false)}
        />
      )}
    </CheckoutSection>
  );
}
