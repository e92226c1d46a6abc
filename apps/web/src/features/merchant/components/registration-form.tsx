import {
  MERCHANT_FORM_MESSAGES,
  encodeBase64Json,
  isEmailValid,
  validateMerchantLead,
  type MerchantLead,
} from '@orderlane/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { env } from '@/config/env';
import { ApiError } from '@/lib/api-client';
import { useSendMerchantRegistration } from '../api/send-merchant-registration';
import styles from './registration-form.module.css';

export interface RegistrationFormProps {
  referral: string | null;
  referrerName: string | null;
  /** Where the browser goes once the lead is sent: /merchantFinish with initData and the referral. */
  onRegistered: (initData: string, referral: string | null) => void;
}

/** The Sign up button scrolls back here and focuses the first field. */
export const REGISTRATION_FORM_ID = 'merchant-register';

const emptyLead: MerchantLead = { name: '', store: '', phone: '', email: '', zip: '' };

/** Name, Restaurant Name, Phone Number, Zip and Email, each stored under its own label. */
export function RegistrationForm({ referral, referrerName, onRegistered }: RegistrationFormProps) {
  const { t } = useTranslation();
  const [lead, setLead] = useState<MerchantLead>(emptyLead);
  const [message, setMessage] = useState<string | null>(null);
  const [emailProblem, setEmailProblem] = useState<string | null>(null);
  const registration = useSendMerchantRegistration();
  const field = (key: keyof MerchantLead) => ({
    value: lead[key],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setLead((current) => ({ ...current, [key]: value }));
      if (key === 'email') {
        setEmailProblem(null);
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (validateMerchantLead(lead) !== null) {
      setMessage(t('merchant.form.fillForm'));
      return;
    }
    // Said under the e-mail field, not as a failed send: the address is what has to change.
    if (!isEmailValid(lead.email.trim())) {
      setMessage(null);
      setEmailProblem(t('merchant.form.emailInvalid'));
      return;
    }
    setMessage(null);
    registration.mutate(
      { lead, referral, brand: env.BRAND_NAME },
      {
        onSuccess: () => {
          const trimmed = Object.fromEntries(Object.entries(lead).map(([key, value]) => [key, value.trim()]));
          onRegistered(encodeBase64Json(trimmed), referral);
        },
        // The server's sentence would stay English under zh-CN; the page says it in the reader's language.
        onError: (error) => {
          if (error instanceof ApiError && error.message === MERCHANT_FORM_MESSAGES.email) {
            setEmailProblem(t('merchant.form.emailInvalid'));
            return;
          }
          setMessage(t('merchant.form.sendFailed'));
        },
      },
    );
  };

  return (
    <form
      id={REGISTRATION_FORM_ID}
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-labelledby="merchant-form-title"
    >
      <h2 id="merchant-form-title" className={styles.title}>
        {t('merchant.form.title', { brand: env.BRAND_NAME })}
      </h2>
      <p className={styles.text}>{t('merchant.form.text')}</p>
      {referrerName && (
        <p className={styles.referral}>{t('merchant.form.referredBy', { name: referrerName })}</p>
      )}
      <TextField label={t('merchant.form.name')} autoComplete="name" {...field('name')} />
      <TextField label={t('merchant.form.restaurantName')} autoComplete="organization" {...field('store')} />
      <TextField
        label={t('merchant.form.phoneNumber')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        {...field('phone')}
      />
      <TextField
        label={t('merchant.form.zip')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={10}
        {...field('zip')}
      />
      <TextField
        label={t('merchant.form.email')}
        type="email"
        autoComplete="email"
        error={emailProblem}
        {...field('email')}
      />
      {message && (
        <Notice tone="error" role="alert">
          {message}
        </Notice>
      )}
      <Button type="submit" size="lg" isBlock isBusy={registration.isPending}>
        {t('merchant.form.confirm')}
      </Button>
    </form>
  );
}
