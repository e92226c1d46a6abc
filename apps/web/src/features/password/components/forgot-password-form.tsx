import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useSendPasswordResetEmail } from '../api/send-password-reset-email';
import styles from './password-form.module.css';

export interface ForgotPasswordFormProps {
  onSent: () => void;
}

/** Forgot password: sent only with an e-mail; a failure shows nothing. */
export function ForgotPasswordForm({ onSent }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const send = useSendPasswordResetEmail();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (email.trim() !== '' && !send.isPending) {
      send.mutate(email.trim(), { onSuccess: onSent });
    }
  };
  return (
    <form className={styles.form} onSubmit={submit}>
      <TextField
        label={t('password.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" size="lg" isBlock isBusy={send.isPending} disabled={email.trim() === ''}>
        {t('password.resetPassword')}
      </Button>
    </form>
  );
}
