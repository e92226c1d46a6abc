import { ACCOUNT_PASSWORD_MIN_LENGTH } from '@orderlane/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { useSignUpOwner } from '@/lib/api/sign-up-owner';
import { ApiError } from '@/lib/api-client';
import type { OwnerSession } from '@/lib/owner-session';
import styles from './portal-forms.module.css';

export interface InvitationSignUpFormProps {
  /** The invited address, offered first; the account may use another. */
  email: string;
  name: string;
  onSignedUp: (session: OwnerSession) => void;
}

/** A new restaurant account for someone invited to a store: name, e-mail, password. */
export function InvitationSignUpForm({
  email: invitedEmail,
  name: invitedName,
  onSignedUp,
}: InvitationSignUpFormProps) {
  const { t, i18n } = useTranslation();
  const signUp = useSignUpOwner();
  const [name, setName] = useState(invitedName);
  const [email, setEmail] = useState(invitedEmail);
  const [password, setPassword] = useState('');
  const [isTried, setIsTried] = useState(false);
  const errors = {
    name: isTried && name.trim() === '' ? t('portal.invitation.nameRequired') : null,
    email: isTried && email.trim() === '' ? t('portal.signIn.emailRequired') : null,
    password:
      isTried && password.length < ACCOUNT_PASSWORD_MIN_LENGTH
        ? t('portal.invitation.passwordTooShort', { count: ACCOUNT_PASSWORD_MIN_LENGTH })
        : null,
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setIsTried(true);
    if (name.trim() !== '' && email.trim() !== '' && password.length >= ACCOUNT_PASSWORD_MIN_LENGTH) {
      signUp.mutate(
        {
          name: name.trim(),
          email: email.trim(),
          password,
          preferredLanguage: i18n.language === 'zh-CN' ? 'CN' : 'EN',
        },
        { onSuccess: onSignedUp },
      );
    }
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="invitation-sign-up-title">
      <h2 id="invitation-sign-up-title" className={styles.title}>
        {t('portal.invitation.signUpTitle')}
      </h2>
      {signUp.isError && (
        <Notice tone="error" role="alert">
          {signUp.error instanceof ApiError && signUp.error.status !== 0 && signUp.error.status < 500
            ? signUp.error.message
            : t('portal.invitation.signUpFailed')}
        </Notice>
      )}
      <TextField
        label={t('portal.invitation.name')}
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
      />
      <TextField
        label={t('portal.signIn.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
      />
      <TextField
        label={t('portal.invitation.newPassword')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <Button type="submit" size="lg" isBlock isBusy={signUp.isPending}>
        {t('portal.invitation.signUpSubmit')}
      </Button>
    </form>
  );
}
