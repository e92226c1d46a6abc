import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { showToast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import type { PendingInvitation } from '../api/get-store-staff';
import { useRevokeInvitation } from '../api/revoke-invitation';
import styles from './staff-panel.module.css';

export interface PendingInvitationsProps {
  storeId: number;
  invitations: PendingInvitation[];
}

/** Invitations nobody has accepted yet, each with a way to take it back before it is used. */
export function PendingInvitations({ storeId, invitations }: PendingInvitationsProps) {
  const { t } = useTranslation();
  const revoke = useRevokeInvitation(storeId);
  if (invitations.length === 0) {
    return null;
  }
  return (
    <section aria-labelledby="pending-title" className={styles.team}>
      <h2 id="pending-title" className={styles.subtitle}>
        {t('portal.staff.pendingTitle')}
      </h2>
      <ul className={styles.members}>
        {invitations.map((invitation) => (
          <li key={invitation.invitationId} className={styles.member}>
            <div className={styles.who}>
              <p className={styles.name}>{invitation.name || invitation.email}</p>
              <p className={styles.meta}>
                {invitation.email} · {t(`portal.staff.roles.${invitation.role}`)} ·{' '}
                {t('portal.staff.pendingUntil', { time: invitation.expiresAt.slice(0, 16) })}
              </p>
            </div>
            <Button
              variant="secondary"
              isBusy={revoke.isPending && revoke.variables === invitation.invitationId}
              onClick={() =>
                revoke.mutate(invitation.invitationId, {
                  onSuccess: () =>
                    showToast({
                      message: t('portal.staff.revoked', { email: invitation.email }),
                      tone: 'success',
                    }),
                  onError: (error) =>
                    showToast({
                      message: error instanceof ApiError ? error.message : t('portal.board.actionFailed'),
                      tone: 'error',
                    }),
                })
              }
            >
              {t('portal.staff.revoke')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
