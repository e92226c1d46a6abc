import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAccountStatus } from '@/features/account/api/get-account-status';
import { CreditSummary } from '@/features/account/components/credit-summary';
import { EmailStatus } from '@/features/account/components/email-status';
import { ProfileForm } from '@/features/account/components/profile-form';
import { ReferralCard } from '@/features/account/components/referral-card';
import { useUser, useUserStore } from '@/features/auth/stores/user-store';
import { SiteHeader } from '../layout/site-header';
import { useOpenCartElsewhere } from '../layout/use-open-cart-elsewhere';
import styles from './account.module.css';

/**
 * Account: the profile with 'Save successful', whether the e-mail is confirmed, the credit (with what is still
 * pending), the referral link and Change password.
 */
export function AccountRoute() {
  const { t } = useTranslation();
  const user = useUser();
  const openCart = useOpenCartElsewhere();
  const status = useAccountStatus(Boolean(user));
  useEffect(() => {
    document.title = t('account.title');
  }, [t]);
  if (!user) {
    return <Navigate replace to={paths.auth.getHref({ target: 'account' })} />;
  }
  return (
    <div className={styles.shell}>
      <SiteHeader onOpenCart={openCart} />
      <main className={styles.page}>
        <h1 className={styles.title}>{t('account.title')}</h1>
        <div className={styles.layout}>
          <section className={styles.card} aria-labelledby="profile-title">
            <h2 id="profile-title" className={styles.heading}>
              {t('account.profile')}
            </h2>
            {status.data && (
              <EmailStatus
                email={status.data.email}
                emailVerified={status.data.emailVerified}
                pendingEmail={status.data.pendingEmail}
              />
            )}
            <ProfileForm
              key={user.id}
              user={user}
              onSaved={(saved) =>
                useUserStore.getState().setUser({ ...user, ...saved, accessToken: user.accessToken })
              }
            />
          </section>
          <div className={styles.side}>
            <section className={styles.card} aria-labelledby="credit-title">
              <h2 id="credit-title" className={styles.heading}>
                {t('account.credit')}
              </h2>
              <CreditSummary
                balance={status.data?.rewardBalance ?? user.rewardBalance ?? 0}
                pending={status.data?.pendingRewardBalance ?? 0}
              />
              <p className={styles.muted}>{t('account.creditText')}</p>
            </section>
            <ReferralCard userId={user.id} toShareHref={(reference) => paths.auth.getHref({ reference })} />
            <section className={styles.card} aria-labelledby="security-title">
              <h2 id="security-title" className={styles.heading}>
                {t('account.security')}
              </h2>
              <Link className={styles.link} to={paths.changePassword.getHref()}>
                {t('account.changePassword')}
              </Link>
              <Link className={styles.link} to={paths.orderHistory.getHref()}>
                {t('account.orderHistory')}
              </Link>
            </section>
          </div>
        </div>
      </main>
    </div>
  );
}
