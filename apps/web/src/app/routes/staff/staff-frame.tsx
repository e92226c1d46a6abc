import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { usePortalLanguage } from '@/features/portal/hooks/use-portal-language';
import { useOwnerSession, type OwnerSession } from '@/lib/owner-session';
import { PortalSignIn } from '../portal/portal-sign-in';
import { useDocumentTitle } from '../info/use-document-title';
import styles from './staff-frame.module.css';

export interface StaffFrameProps {
  titleKey: string;
  /** The store the screen works on; null while it is still being found. */
  store: { id: number; name: string } | null;
  children: (session: OwnerSession) => ReactNode;
}

/**
 * The phone-order screens show customers' details: signed out, the portal's sign-in takes their place (and
 * the screen comes back once signed in); an account that does not hold the store is turned away.
 */
export function StaffFrame({ titleKey, store, children }: StaffFrameProps) {
  const { t } = useTranslation();
  const session = useOwnerSession();
  usePortalLanguage(session);
  useDocumentTitle(titleKey);
  if (!session) {
    return <PortalSignIn />;
  }
  const holdsStore = store === null || session.stores.some((candidate) => candidate.id === store.id);
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <span className={styles.brand}>{env.BRAND_NAME}</span>
        <span className={styles.heading}>{t('staff.heading')}</span>
        <Link
          className={styles.board}
          to={store && holdsStore ? paths.portalBoard.getHref(store.id) : paths.portal.getHref()}
        >
          {t('staff.board')}
        </Link>
      </header>
      <main className={styles.main}>
        {holdsStore ? (
          children(session)
        ) : (
          <div className={styles.message}>
            <h1 className={styles.title}>
              {store.name ? t('staff.noAccess', { store: store.name }) : t('staff.noAccessUnnamed')}
            </h1>
            <p>{t('staff.noAccessText')}</p>
            <Link className={styles.action} to={paths.portal.getHref()}>
              {t('staff.toPortal')}
            </Link>
          </div>
        )}
      </main>
    </div>
  );
}
