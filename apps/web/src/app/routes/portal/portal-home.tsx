import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { usePortalLanguage } from '@/features/portal/hooks/use-portal-language';
import { useOwnerSession } from '@/lib/owner-session';
import { PortalSignIn } from './portal-sign-in';
import styles from './portal.module.css';

/** /portal: the sign-in form, or straight to the first store's order board. */
export function PortalHomeRoute() {
  const { t } = useTranslation();
  const session = useOwnerSession();
  usePortalLanguage(session);
  if (!session) {
    return <PortalSignIn />;
  }
  const first = session.stores[0];
  if (first) {
    return <Navigate replace to={paths.portalBoard.getHref(first.id)} />;
  }
  return (
    <main className={styles.message}>
      <h1 className={styles.title}>{t('portal.home.noStores')}</h1>
      <p className={styles.text}>{t('portal.home.noStoresText')}</p>
      <Link className={styles.action} to={paths.merchant.getHref()}>
        {t('portal.home.addStore')}
      </Link>
    </main>
  );
}
