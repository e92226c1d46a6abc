import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { showToast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import type { StoreRole } from '@/lib/owner-session';
import { useStoreStaff, type StaffMember } from '../api/get-store-staff';
import { useInviteStaff } from '../api/invite-staff';
import { useRemoveStaff } from '../api/remove-staff';
import { PendingInvitations } from './pending-invitations';
import styles from './staff-panel.module.css';

export interface StaffPanelProps {
  storeId: number;
  /** The signed-in account, which cannot remove itself here. */
  selfId: number;
}

/**
 * The store's team: invite by e-mail with a role, see who holds the store and who has not accepted yet, revoke an
 * invitation or remove someone (owners only).
 */
export function StaffPanel({ storeId, selfId }: StaffPanelProps) {
  const { t } = useTranslation();
  const roleId = useId();
  const staff = useStoreStaff(storeId);
  const invite = useInviteStaff(storeId);
  const remove = useRemoveStaff(storeId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StoreRole>('STAFF');
  const [isTried, setIsTried] = useState(false);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const isEmailValid = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
  const onInvite = (event: FormEvent) => {
    event.preventDefault();
    setIsTried(true);
    if (isEmailValid) {
      invite.mutate(
        { email: email.trim(), role },
        {
          onSuccess: () => {
            showToast({ message: t('portal.staff.invited', { email: email.trim() }), tone: 'success' });
            setEmail('');
            setIsTried(false);
          },
        },
      );
    }
  };
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('portal.staff.title')}</h1>
      <form className={styles.invite} onSubmit={onInvite} noValidate aria-labelledby="invite-title">
        <h2 id="invite-title" className={styles.subtitle}>
          {t('portal.staff.inviteTitle')}
        </h2>
        <p className={styles.hint}>{t('portal.staff.inviteHint')}</p>
        {invite.isError && (
          <Notice tone="error" role="alert">
            {invite.error instanceof ApiError && invite.error.status < 500 && invite.error.status > 0
              ? invite.error.message
              : t('portal.staff.inviteFailed')}
          </Notice>
        )}
        <div className={styles.inviteFields}>
          <TextField
            label={t('portal.staff.email')}
            type="email"
            inputMode="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={isTried && !isEmailValid ? t('portal.staff.emailInvalid') : null}
          />
          <div className={styles.roleField}>
            <label htmlFor={roleId} className={styles.label}>
              {t('portal.staff.role')}
            </label>
            <select
              id={roleId}
              className={styles.select}
              value={role}
              onChange={(event) => setRole(event.target.value as StoreRole)}
            >
              <option value="STAFF">{t('portal.staff.roles.STAFF')}</option>
              <option value="OWNER">{t('portal.staff.roles.OWNER')}</option>
            </select>
          </div>
          <Button type="submit" isBusy={invite.isPending}>
            {t('portal.staff.invite')}
          </Button>
        </div>
      </form>
      <section aria-labelledby="team-title" className={styles.team}>
        <h2 id="team-title" className={styles.subtitle}>
          {t('portal.staff.teamTitle')}
        </h2>
        {staff.isPending ? (
          <Skeleton height={120} />
        ) : staff.isError ? (
          <Notice
            tone="error"
            role="alert"
            action={
              <Button variant="secondary" onClick={() => void staff.refetch()}>
                {t('common.retry')}
              </Button>
            }
          >
            {t('portal.staff.loadFailed')}
          </Notice>
        ) : (
          <ul className={styles.members}>
            {staff.data.members.map((member) => (
              <li key={member.ownerId} className={styles.member}>
                <div className={styles.who}>
                  <p className={styles.name}>{member.name || member.email}</p>
                  <p className={styles.meta}>
                    {member.email} · {t(`portal.staff.roles.${member.role}`)}
                  </p>
                </div>
                {member.ownerId !== selfId && (
                  <Button variant="secondary" onClick={() => setRemoving(member)}>
                    {t('portal.staff.remove')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {staff.data && <PendingInvitations storeId={storeId} invitations={staff.data.invitations} />}
      <Dialog
        isOpen={removing !== null}
        onOpenChange={(isOpen) => !isOpen && setRemoving(null)}
        title={t('portal.staff.removeTitle', { name: removing?.name || removing?.email || '' })}
        size="sm"
        footer={
          <div className={styles.footerPair}>
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              {t('portal.staff.keep')}
            </Button>
            <Button
              isBusy={remove.isPending}
              onClick={() =>
                removing &&
                remove.mutate(removing.ownerId, {
                  onSuccess: () => setRemoving(null),
                  onError: (error) =>
                    showToast({
                      message: error instanceof ApiError ? error.message : t('portal.board.actionFailed'),
                      tone: 'error',
                    }),
                })
              }
            >
              {t('portal.staff.removeConfirm')}
            </Button>
          </div>
        }
      >
        <p className={styles.dialogText}>{t('portal.staff.removeText')}</p>
      </Dialog>
    </div>
  );
}
