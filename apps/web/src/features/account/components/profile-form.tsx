import { formatPhoneInput, PHONE_INPUT_MAX_LENGTH, toPhoneDigits, type UserInfos } from '@orderlane/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { ApiError } from '@/lib/api-client';
import { useUpdateUser, type UpdatedUser } from '../api/update-user';
import styles from './profile-form.module.css';

export interface ProfileUser {
  id: number;
  email: string;
  optIn?: boolean | null;
  userInfos?: Partial<UserInfos[number]>[] | null;
}

export interface ProfileFormProps {
  user: ProfileUser;
  onSaved: (user: UpdatedUser) => void;
}

type ProfileFields = 'firstName' | 'lastName' | 'phoneNumber' | 'address' | 'city' | 'state' | 'zip';

const REQUIRED: readonly ProfileFields[] = ['firstName', 'lastName', 'phoneNumber'];

/**
 * Account: the diner's name, phone, address, e-mail and opt-in; Save shows 'Save successful'. A new e-mail asks
 * for the current password and takes effect once the diner opens the link mailed to it.
 */
export function ProfileForm({ user, onSaved }: ProfileFormProps) {
  const { t } = useTranslation();
  const info = user.userInfos?.[0];
  const [email, setEmail] = useState(user.email);
  const [currentPassword, setCurrentPassword] = useState('');
  const [optIn, setOptIn] = useState(Boolean(user.optIn));
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const isNewEmail = email.trim().toLowerCase() !== user.email.toLowerCase();
  const [fields, setFields] = useState<Record<ProfileFields, string>>({
    firstName: info?.firstName ?? '',
    lastName: info?.lastName ?? '',
    phoneNumber: formatPhoneInput(info?.phoneNumber ?? ''),
    address: info?.address ?? '',
    city: info?.city ?? '',
    state: info?.state ?? '',
    zip: info?.zip ?? '',
  });
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isSavedOpen, setIsSavedOpen] = useState(false);
  const update = useUpdateUser();
  const missing = (name: ProfileFields) =>
    isSubmitted && REQUIRED.includes(name) && fields[name].trim() === '';

  const field = (
    name: ProfileFields,
    label: string,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      label={label}
      value={fields[name]}
      required={REQUIRED.includes(name)}
      error={missing(name) ? t('account.required', { field: label }) : null}
      onChange={(event) =>
        setFields({
          ...fields,
          [name]: name === 'phoneNumber' ? formatPhoneInput(event.target.value) : event.target.value,
        })
      }
      {...extra}
    />
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsSubmitted(true);
    const isPasswordMissing = isNewEmail && currentPassword === '';
    if (
      REQUIRED.some((name) => fields[name].trim() === '') ||
      email.trim() === '' ||
      isPasswordMissing ||
      update.isPending
    ) {
      return;
    }
    const userInfos: UserInfos = [
      { ...fields, phoneNumber: toPhoneDigits(fields.phoneNumber), zip: fields.zip.trim() },
    ];
    update.mutate(
      {
        userId: user.id,
        email: email.trim(),
        optIn,
        userInfos,
        ...(isNewEmail ? { currentPassword } : {}),
      },
      {
        onSuccess: (saved) => {
          onSaved(saved);
          // The sign-in address stays as it was until the new one is confirmed.
          setEmail(saved.email);
          setCurrentPassword('');
          setPendingEmail(saved.pendingEmail ?? null);
          setIsSavedOpen(true);
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.pair}>
        {field('firstName', t('account.firstName'), { autoComplete: 'given-name' })}
        {field('lastName', t('account.lastName'), { autoComplete: 'family-name' })}
      </div>
      <TextField
        label={t('account.email')}
        type="email"
        autoComplete="email"
        required
        value={email}
        error={
          isSubmitted && email.trim() === '' ? t('account.required', { field: t('account.email') }) : null
        }
        onChange={(event) => setEmail(event.target.value)}
      />
      {isNewEmail && (
        <TextField
          label={t('account.currentPassword')}
          type="password"
          autoComplete="current-password"
          required
          value={currentPassword}
          hint={t('account.currentPasswordHint')}
          error={
            isSubmitted && currentPassword === ''
              ? t('account.required', { field: t('account.currentPassword') })
              : null
          }
          onChange={(event) => setCurrentPassword(event.target.value)}
        />
      )}
      {field('phoneNumber', t('account.phone'), {
        type: 'tel',
        inputMode: 'tel',
        autoComplete: 'tel-national',
        maxLength: PHONE_INPUT_MAX_LENGTH,
      })}
      {field('address', t('account.address'), { autoComplete: 'street-address' })}
      <div className={styles.triple}>
        {field('city', t('account.city'), { autoComplete: 'address-level2' })}
        {field('state', t('account.state'), { autoComplete: 'address-level1', maxLength: 2 })}
        {field('zip', t('account.zip'), { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 5 })}
      </div>
      <label className={styles.check}>
        <input type="checkbox" checked={optIn} onChange={(event) => setOptIn(event.target.checked)} />
        {t('account.optIn')}
      </label>
      {update.isError && (
        <Notice tone="error" role="alert">
          {update.error instanceof ApiError ? update.error.message : t('account.saveFailed')}
        </Notice>
      )}
      <Button type="submit" size="lg" isBusy={update.isPending}>
        {t('account.save')}
      </Button>
      <Dialog
        isOpen={isSavedOpen}
        size="sm"
        title={t('account.saveSuccessful')}
        onOpenChange={setIsSavedOpen}
        footer={
          <Button isBlock data-autofocus onClick={() => setIsSavedOpen(false)}>
            {t('account.ok')}
          </Button>
        }
      >
        <p className={styles.saved} role="status">
          {pendingEmail ? t('account.confirmNewEmailText', { email: pendingEmail }) : t('account.savedText')}
        </p>
      </Dialog>
    </form>
  );
}
