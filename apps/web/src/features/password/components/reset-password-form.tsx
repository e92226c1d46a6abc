import { canSubmitPasswordReset } from '@orderlane/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { useResetTokenValidity, type ResetLink } from '../api/validate-password-reset-token';
import { PasswordField } from './password-field';
import styles from './password-form.module.css';

export const RESET_LINK_INVALID_MESSAGE = 'This Password Reset Request is no longer valid.';

export interface ResetPasswordFormProps {
  /** email and token from the link; null when the link lacks them. */
  link: ResetLink | null;
  loginHref: string;
  onReset: () => void;
}

/** Reset: the token is checked on load; a valid one shows the form, else the expired text. */
export function ResetPasswordForm({ link, loginHref, onReset }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const validity = useResetTokenValidity(link);
  const [form, setForm] = useState({ password: '', confirmPassword: '' });
  const reset = useResetPassword();

  if (link !== null && validity.isPending) {
    return (
      <div className={styles.form} role="status" aria-label={t('password.checkingLink')}>
        <Skeleton height={44} />
        <Skeleton height={44} />
        <Skeleton height={44} />
      </div>
    );
  }
  if (link === null || validity.data !== true) {
    return (
      <div className={styles.form}>
        <Notice tone="error" role="alert">
          {RESET_LINK_INVALID_MESSAGE}
        </Notice>
        <Link className={styles.buttonLink} to={loginHref}>
          {t('password.returnToLogin')}
        </Link>
      </div>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSubmitPasswordReset(form) && !reset.isPending) {
      reset.mutate({ ...link, newPassword: form.password }, { onSuccess: onReset });
    }
  };
  return (
    <form className={styles.form} onSubmit={submit}>
      <TextField label={t('password.email')} type="email" value={link.email} readOnly aria-readonly />
      <PasswordField
        label={t('password.password')}
        autoComplete="new-password"
        value={form.password}
        onChange={(event) => {
          const { value } = event.target;
          setForm((current) => ({ ...current, password: value }));
        }}
      />
      <PasswordField
        label={t('password.confirmPassword')}
        autoComplete="new-password"
        value={form.confirmPassword}
        onChange={(event) => {
          const { value } = event.target;
          setForm((current) => ({ ...current, confirmPassword: value }));
        }}
      />
      {reset.isError && (
        <Notice tone="error" role="alert">
          {reset.error instanceof ApiError ? reset.error.message : t('password.resetFailed')}
        </Notice>
      )}
      <Button
        type="submit"
        size="lg"
        isBlock
        isBusy={reset.isPending}
        disabled={!canSubmitPasswordReset(form)}
      >
        {t('password.update')}
      </Button>
    </form>
  );
}
