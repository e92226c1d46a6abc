import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { ApiError } from '@/lib/api-client';
import { useSendVerificationEmail } from '../api/send-verification-email';

export interface EmailStatusProps {
  email: string;
  emailVerified: boolean;
  pendingEmail: string | null;
}

/** Whether the sign-in address is confirmed (with a way to get a new link), and a change waiting for its link. */
export function EmailStatus({ email, emailVerified, pendingEmail }: EmailStatusProps) {
  const { t } = useTranslation();
  const resend = useSendVerificationEmail();
  return (
    <>
      {pendingEmail && (
        <Notice tone="info" role="status" title={t('account.confirmNewEmailTitle')}>
          {t('account.confirmNewEmailText', { email: pendingEmail })}
        </Notice>
      )}
      {!emailVerified && (
        <Notice
          tone="warning"
          title={t('account.verifyEmailTitle')}
          action={
            resend.isSuccess ? null : (
              <Button variant="secondary" isBusy={resend.isPending} onClick={() => resend.mutate()}>
                {t('account.resendLink')}
              </Button>
            )
          }
        >
          <span role={resend.isSuccess || resend.isError ? 'status' : undefined}>
            {resend.isSuccess
              ? t('account.linkSent', { email })
              : resend.isError
                ? resend.error instanceof ApiError
                  ? resend.error.message
                  : t('account.resendFailed')
                : t('account.verifyEmailText', { email })}
          </span>
        </Notice>
      )}
    </>
  );
}
