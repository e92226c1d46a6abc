import { isEmailValid, isPhoneValid, validateLandingInquiry } from '@orderlane/domain';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { env } from '@/config/env';
import { lookupAddress } from '../api/lookup-address';
import { sendInquiryEmail } from '../api/send-inquiry-email';
import type { AddressSuggestion } from '@/lib/api/suggest-addresses';
import { useOnboardingStore, type LitePlace } from '../stores/onboarding-store';
import { AddressAutocomplete } from './address-autocomplete';
import styles from './onboarding.module.css';

type Field = 'restaurantName' | 'email' | 'mobilePhone' | 'address';

const toPlace = (suggestion: AddressSuggestion): LitePlace => ({
  address: suggestion.fullThoroughfare || suggestion.description,
  city: suggestion.locality || null,
  state: suggestion.administrativeAreaCode || null,
  zip: suggestion.postCode || null,
  latitude: suggestion.latitude,
  longitude: suggestion.longitude,
});

export interface LiteLandingFormProps {
  referral: string | null;
  onSent: () => void;
}

/** Restaurant name, e-mail, mobile phone and address; See Pricing sends the inquiry and opens sign-up. */
export function LiteLandingForm({ referral, onSent }: LiteLandingFormProps) {
  const { t } = useTranslation();
  const saved = useOnboardingStore((state) => state.landing);
  const [form, setForm] = useState({
    restaurantName: saved?.restaurantName ?? '',
    email: saved?.email ?? '',
    mobilePhone: saved?.mobilePhone ?? '',
    address: saved?.address ?? '',
  });
  const [place, setPlace] = useState<LitePlace | null>(saved?.place ?? null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // The values travel as the mutation's variables: the submit handler's own, never an older render's. An address
  // the server cannot place stops here, under its field, before anything is sent or any account is made.
  const send = useMutation({
    mutationFn: async (typed: { form: typeof form; place: LitePlace | null }) => {
      const found = typed.place ?? (await lookupAddress(typed.form.address.trim()));
      if (found === null) {
        return false;
      }
      setPlace(found);
      const landing = { ...typed.form, place: found, referral };
      useOnboardingStore.getState().setLanding(landing);
      await sendInquiryEmail(landing, env.BRAND_NAME);
      return true;
    },
    onSuccess: (isSent) => {
      if (isSent) {
        onSent();
      } else {
        setErrors((current) => ({ ...current, address: t('onboarding.lite.addressNotFound') }));
      }
    },
  });

  const set = (field: Field) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    if (field === 'address') {
      setPlace(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (form.restaurantName.trim() === '') {
      found.restaurantName = t('onboarding.lite.restaurantNameInvalid');
    }
    if (!isEmailValid(form.email.trim())) {
      found.email = t('onboarding.lite.emailInvalid');
    }
    if (!isPhoneValid(form.mobilePhone)) {
      found.mobilePhone = t('onboarding.lite.mobilePhoneInvalid');
    }
    if (form.address.trim() === '') {
      found.address = t('onboarding.lite.addressMissing');
    }
    setErrors(found);
    if (Object.keys(found).length === 0 && validateLandingInquiry(form) === null) {
      send.mutate({ form, place });
    }
  };

  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="lite-form-title">
      <h2 id="lite-form-title" className={styles.cardTitle}>
        {t('onboarding.lite.formTitle')}
      </h2>
      <TextField
        label={t('onboarding.lite.restaurantName')}
        autoComplete="organization"
        value={form.restaurantName}
        error={errors.restaurantName}
        onChange={(event) => set('restaurantName')(event.target.value)}
      />
      <TextField
        label={t('onboarding.lite.email')}
        type="email"
        autoComplete="email"
        value={form.email}
        error={errors.email}
        onChange={(event) => set('email')(event.target.value)}
      />
      <TextField
        label={t('onboarding.lite.mobilePhone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={t('onboarding.lite.mobilePhonePlaceholder')}
        value={form.mobilePhone}
        error={errors.mobilePhone}
        onChange={(event) => set('mobilePhone')(event.target.value)}
      />
      <AddressAutocomplete
        label={t('onboarding.lite.address')}
        value={form.address}
        error={errors.address ?? null}
        onChange={set('address')}
        onPick={(suggestion) => {
          setForm((current) => ({ ...current, address: suggestion.description }));
          setPlace(toPlace(suggestion));
        }}
      />
      {send.isError && (
        <Notice tone="error" role="alert">
          {t('onboarding.lite.sendFailed')}
        </Notice>
      )}
      <Button type="submit" size="lg" isBlock isBusy={send.isPending}>
        {t('onboarding.lite.seePricing')}
      </Button>
    </form>
  );
}
