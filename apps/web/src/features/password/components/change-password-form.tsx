import { PASSWORD_MESSAGES, canSubmitPasswordChange, validatePasswordChange } from '@orderlane/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useChangePassword } from '../api/change-password';
import { PasswordField } from './password-field';
import styles from './password-form.module.css';

export const CHANGE_PASSWORD_FAILED_MESSAGE = 'Failed to modify. Please change the password again !!!';

export interface ChangePasswordFormProps {
  userId: number;
  onChanged: () => void;
}

/** Change password: old, new and confirm (each with Show); the button waits for all three. */
export function ChangePasswordForm({ userId, onChanged }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [isFailureOpen, setIsFailureOpen] = useState(false);
  const change = useChangePassword();
  // From the latest state: autofill and a suggested password set two fields before the form renders again.
  const set = (patch: Partial<typeof form>) => {
    setForm((current) => ({ ...current, ...patch }));
    setProblem(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = validatePasswordChange(form);
    setProblem(message);
    if (message || change.isPending) {
      return;
    }
    change.mutate(
      { userId, oldPassword: form.oldPassword, newPassword: form.newPassword },
      { onSuccess: onChanged, onError: () => setIsFailureOpen(true) },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate={false}>
      <PasswordField
        label={t('password.old')}
        autoComplete="current-password"
        required
        value={form.oldPassword}
        onChange={(event) => set({ oldPassword: event.target.value })}
      />
      <PasswordField
        label={t('password.new')}
        autoComplete="new-password"
        required
        value={form.newPassword}
        error={problem === PASSWORD_MESSAGES.newTooShort ? problem : null}
        onChange={(event) => set({ newPassword: event.target.value })}
      />
      <PasswordField
        label={t('password.confirm')}
        autoComplete="new-password"
        required
        value={form.confirmPassword}
        error={problem === PASSWORD_MESSAGES.confirmationMismatch ? problem : null}
        onChange={(event) => set({ confirmPassword: event.target.value })}
      />
      <p className={styles.hint}>{t('password.recommendation')}</p>
      <Button
        type="submit"
        size="lg"
        isBlock
        isBusy={change.isPending}
        disabled={!canSubmitPasswordChange(form)}
      >
        {t('password.change')}
      </Button>
      <Dialog
        isOpen={isFailureOpen}
        size="sm"
        title={t('password.changeFailedTitle')}
        onOpenChange={setIsFailureOpen}
        footer={
          <Button isBlock data-autofocus onClick={() => setIsFailureOpen(false)}>
            {t('password.ok')}
          </Button>
        }
      >
        <p className={styles.dialogText} role="alert">
          {CHANGE_PASSWORD_FAILED_MESSAGE}
        </p>
      </Dialog>
    </form>
  );
}
