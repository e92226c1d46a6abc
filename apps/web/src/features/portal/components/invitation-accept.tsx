import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useOwnerSession, useOwnerSessionStore, type OwnerSession } from '@/lib/owner-session';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitationPreview } from '../api/preview-invitation';
import { InvitationSignUpForm } from './invitation-sign-up-form';
import { PortalSignInForm } from './portal-sign-in-form';
import styles from './portal-forms.module.css';

export interface InvitationAcceptProps {
  token: string;
  /** After joining: the route opens the store's board. */
  onJoined: (storeId: number) => void;
  onSignedIn: (session: OwnerSession) => void;
}

const errorText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.message : fallback;

/** The mailed invitation: who invites whom to which store; a signed-in account joins only by pressing Accept. */
export function InvitationAccept({ token, onJoined, onSignedIn }: InvitationAcceptProps) {
  const { t } = useTranslation();
  const session = useOwnerSession();
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();
  const [isNewAccount, setIsNewAccount] = useState(false);
  if (token === '' || preview.isError) {
    return (
      <div className={styles.form}>
        <h1 className={styles.title}>{t('portal.invitation.title')}</h1>
        <Notice tone="error" role="alert">
          {token === ''
            ? t('portal.invitation.invalid')
            : errorText(preview.error, t('portal.invitation.loadFailed'))}
        </Notice>
      </div>
    );
  }
  if (preview.isPending) {
    return (
      <div className={styles.form}>
        <Spinner label={t('common.loading')} />
      </div>
    );
  }
  const invitation = preview.data;
  const role = t(`portal.staff.roles.${invitation.role}`);
  return (
    <div className={styles.form}>
      <h1 className={styles.title}>{t('portal.invitation.joinTitle', { store: invitation.storeName })}</h1>
      <p className={styles.intro}>
        {t('portal.invitation.intro', {
          inviter: invitation.inviterName || t('portal.invitation.someone'),
          email: invitation.email,
          store: invitation.storeName,
          role,
        })}
      </p>
      {session ? (
        <>
          <p>{t('portal.invitation.signedInAs', { email: session.email })}</p>
          {accept.isError && (
            <Notice tone="error" role="alert">
              {errorText(accept.error, t('portal.invitation.acceptFailed'))}
            </Notice>
          )}
          <Button
            size="lg"
            isBlock
            isBusy={accept.isPending}
            onClick={() =>
              accept.mutate(token, {
                onSuccess: (joined) => {
                  useOwnerSessionStore.getState().setStores(joined.stores);
                  onJoined(joined.storeId);
                },
              })
            }
          >
            {t('portal.invitation.accept', { store: invitation.storeName })}
          </Button>
          <Button variant="secondary" isBlock onClick={() => useOwnerSessionStore.getState().clear()}>
            {t('portal.invitation.otherAccount')}
          </Button>
        </>
      ) : (
        <>
          <p>{t(isNewAccount ? 'portal.invitation.newAccountHint' : 'portal.invitation.signInHint')}</p>
          {isNewAccount ? (
            <InvitationSignUpForm email={invitation.email} name={invitation.name} onSignedUp={onSignedIn} />
          ) : (
            <PortalSignInForm onSignedIn={onSignedIn} />
          )}
          <Button variant="secondary" isBlock onClick={() => setIsNewAccount(!isNewAccount)}>
            {t(isNewAccount ? 'portal.invitation.haveAccount' : 'portal.invitation.createAccount')}
          </Button>
        </>
      )}
    </div>
  );
}
