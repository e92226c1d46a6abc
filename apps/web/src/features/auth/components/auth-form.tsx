import { formatPhoneInput, PHONE_INPUT_MAX_LENGTH, toPhoneDigits } from '@orderlane/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { ApiError } from '@/lib/api-client';
import { logEvent } from '@/lib/analytics';
import { useLogIn } from '../api/log-in';
import { useSignUp } from '../api/sign-up';
import type { StoredUser } from '../stores/user-store';
import styles from './auth-form.module.css';

export type AuthMode = 'signIn' | 'signUp';

export const LOGIN_FAILED_MESSAGE = 'Please make sure you have a right username and password';

export interface AuthFormProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  /** The encoded referrer from /auth?reference=, sent with the sign-up. */
  reference: string | null;
  forgotPasswordHref: string;
  storeId: number | null;
  onSuccess: (user: StoredUser) => void;
}

type FieldName = 'email' | 'password' | 'firstName' | 'lastName' | 'phoneNumber';
const SIGN_IN_FIELDS: readonly FieldName[] = ['email', 'password'];
const SIGN_UP_FIELDS: readonly FieldName[] = ['firstName', 'lastName', 'email', 'phoneNumber', 'password'];

/** /auth: Sign In (e-mail, password) or Sign Up (names, e-mail, Mobile Number, password). */
export function AuthForm({
  mode,
  onModeChange,
  reference,
  forgotPasswordHref,
  storeId,
  onSuccess,
}: AuthFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<FieldName, string>>({
    email: '',
    password: '',
    firstName: '',
    lastName: '',
    phoneNumber: '',
  });
  const [isSubmitted, setIsSubmitted] = useState(false);
  const logIn = useLogIn();
  const signUp = useSignUp();
  const fields = mode === 'signIn' ? SIGN_IN_FIELDS : SIGN_UP_FIELDS;
  const labels: Record<FieldName, string> = {
    email: t('auth.email'),
    password: t('auth.password'),
    firstName: t('auth.firstName'),
    lastName: t('auth.lastName'),
    phoneNumber: t('auth.mobileNumber'),
  };
  const errorOf = (name: FieldName) =>
    isSubmitted && values[name].trim() === '' ? t('auth.required', { field: labels[name] }) : null;
  const mutation = mode === 'signIn' ? logIn : signUp;
  const failure =
    mode === 'signIn'
      ? logIn.isError
        ? LOGIN_FAILED_MESSAGE
        : null
      : signUp.isError
        ? signUp.error instanceof ApiError
          ? signUp.error.message
          : t('auth.signUpFailed')
        : null;

  const switchMode = (next: AuthMode) => {
    setIsSubmitted(false);
    logIn.reset();
    signUp.reset();
    onModeChange(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (fields.some((name) => values[name].trim() === '') || mutation.isPending) {
      return;
    }
    const email = values.email.trim();
    if (mode === 'signIn') {
      logIn.mutate(
        { email, password: values.password },
        { onSuccess: (user) => onSuccess(user), onError: () => logEvent('login_failed', storeId) },
      );
    } else {
      signUp.mutate(
        {
          email,
          password: values.password,
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          phoneNumber: toPhoneDigits(values.phoneNumber),
          reference,
        },
        { onSuccess: (user) => onSuccess(user) },
      );
    }
  };

  const input = (name: FieldName, extra: Partial<Parameters<typeof TextField>[0]>) => (
    <TextField
      key={`${mode}-${name}`}
      label={labels[name]}
      required
      value={values[name]}
      error={errorOf(name)}
      onChange={(event) =>
        setValues({
          ...values,
          [name]: name === 'phoneNumber' ? formatPhoneInput(event.target.value) : event.target.value,
        })
      }
      {...extra}
    />
  );

  return (
    <div className={styles.auth}>
      <SegmentedControl
        label={t('auth.mode')}
        value={mode}
        options={[
          { value: 'signIn', label: t('auth.signIn') },
          { value: 'signUp', label: t('auth.signUp') },
        ]}
        onChange={switchMode}
      />
      <form
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-label={mode === 'signIn' ? t('auth.signIn') : t('auth.signUp')}
      >
        {mode === 'signUp' && (
          <div className={styles.pair}>
            {input('firstName', { autoComplete: 'given-name' })}
            {input('lastName', { autoComplete: 'family-name' })}
          </div>
        )}
        {input('email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        {mode === 'signUp' &&
          input('phoneNumber', {
            type: 'tel',
            inputMode: 'tel',
            autoComplete: 'tel-national',
            maxLength: PHONE_INPUT_MAX_LENGTH,
          })}
        {input('password', {
          type: 'password',
          autoComplete: mode === 'signIn' ? 'current-password' : 'new-password',
        })}
        {mode === 'signIn' && (
          <Link className={styles.forgot} to={forgotPasswordHref}>
            {t('auth.forgotPassword')}
          </Link>
        )}
        {failure && (
          <Notice tone="error" role="alert">
            {failure}
          </Notice>
        )}
        <Button type="submit" size="lg" isBlock isBusy={mutation.isPending}>
          {mode === 'signIn' ? t('auth.signIn') : t('auth.createAccount')}
        </Button>
      </form>
    </div>
  );
}
