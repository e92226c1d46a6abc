import {
  ACCOUNT_PASSWORD_MIN_LENGTH,
  PASSWORD_MESSAGES,
  validateMerchantFinishAccount,
  type MerchantLead,
} from '@orderlane/domain';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { paths } from '@/config/paths';
import { ZH_CN } from '@/i18n/i18n';
import { useSignUpOwner } from '@/lib/api/sign-up-owner';
import type { OwnerSession } from '@/lib/owner-session';
import { getPasswordMatch } from '../utils/password-match';
import styles from './finish.module.css';

export interface AccountRegistrationFormProps {
  lead: MerchantLead;
  onCreated: (session: OwnerSession) => void;
}

const messageKeys: Record<string, string> = {
  [PASSWORD_MESSAGES.termsNotAccepted]: 'merchant.finish.termsNotAccepted',
  [PASSWORD_MESSAGES.merchantTooShort]: 'merchant.finish.tooShort',
};

/** Username (the e-mail), password twice with green/red borders, the terms box, then Create User. */
export function AccountRegistrationForm({ lead, onCreated }: AccountRegistrationFormProps) {
  const { t, i18n } = useTranslation();
  const [email, setEmail] = useState(lead.email);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [hasAcceptedTerms, setHasAcceptedTerms] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const signup = useSignUpOwner();
  const match = getPasswordMatch(password, confirmPassword);
  const matchClass = match === 'match' ? styles.match : match === 'differ' ? styles.differ : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateMerchantFinishAccount({ password, confirmPassword, hasAcceptedTerms });
    // A mismatch sends nothing; the red borders say why.
    if (problem === '') {
      setMessage(null);
      return;
    }
    if (problem !== null) {
      setMessage(t(messageKeys[problem] ?? 'merchant.finish.tooShort'));
      return;
    }
    // Restaurant accounts are held to the account minimum on the server; say so before sending.
    if (password.length < ACCOUNT_PASSWORD_MIN_LENGTH) {
      setMessage(t('merchant.finish.ownerTooShort'));
      return;
    }
    setMessage(null);
    signup.mutate(
      {
        name: lead.name.trim(),
        email: email.trim(),
        password,
        phoneNumber: lead.phone.trim(),
        preferredLanguage: i18n.language === ZH_CN ? 'CN' : 'EN',
      },
      {
        onSuccess: (session) => onCreated(session),
        onError: () => setMessage(t('merchant.finish.emailExists')),
      },
    );
  };

  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="finish-account-title">
      <h1 id="finish-account-title" className={styles.title}>
        {t('merchant.finish.title')}
      </h1>
      <p className={styles.intro}>{t('merchant.finish.intro', { store: lead.store })}</p>
      <TextField
        label={t('merchant.finish.username')}
        hint={t('merchant.finish.usernameHint')}
        type="email"
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label={t('merchant.finish.password')}
        hint={t('merchant.finish.passwordHint')}
        type="password"
        autoComplete="new-password"
        className={matchClass}
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setMessage(null);
        }}
      />
      <TextField
        label={t('merchant.finish.confirmPassword')}
        type="password"
        autoComplete="new-password"
        className={matchClass}
        value={confirmPassword}
        onChange={(event) => {
          setConfirmPassword(event.target.value);
          setMessage(null);
        }}
        hint={
          match === 'empty' ? undefined : (
            <span className={match === 'match' ? styles.matchText : styles.differText}>
              {t(match === 'match' ? 'merchant.finish.passwordsMatch' : 'merchant.finish.passwordsDiffer')}
            </span>
          )
        }
      />
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={hasAcceptedTerms}
          onChange={(event) => setHasAcceptedTerms(event.target.checked)}
        />
        <span>
          <Trans
            i18nKey="merchant.finish.agree"
            components={{
              privacy: <a href={paths.privacy.getHref()} target="_blank" rel="noopener" />,
              terms: <a href={paths.useOfTerm.getHref()} target="_blank" rel="noopener" />,
            }}
          />
        </span>
      </label>
      {message && (
        <Notice tone="error" role="alert">
          {message}
        </Notice>
      )}
      <Button type="submit" size="lg" isBlock isBusy={signup.isPending}>
        {t('merchant.finish.createUser')}
      </Button>
      <p className={styles.alt}>
        {t('merchant.finish.haveAccount')}{' '}
        <Link to={paths.portal.getHref()} className={styles.altLink}>
          {t('merchant.finish.login')}
        </Link>
      </p>
    </form>
  );
}
