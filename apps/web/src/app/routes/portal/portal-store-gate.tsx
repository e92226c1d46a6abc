import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { PortalFrame, type PortalSection } from '@/features/portal/components/portal-frame';
import { usePortalLanguage } from '@/features/portal/hooks/use-portal-language';
import { useOwnerMe } from '@/lib/api/get-owner-me';
import { ApiError } from '@/lib/api-client';
import { useOwnerSession, useOwnerSessionStore, type OwnerSession } from '@/lib/owner-session';
import styles from './portal.module.css';
import { PortalSignIn } from './portal-sign-in';

export interface PortalStoreGateProps {
  section: PortalSection;
  /** Staff pages (staff list, table codes) are for the store's owners only. */
  isOwnerOnly?: boolean;
  children: (context: { session: OwnerSession; storeId: number }) => ReactNode;
}

/** Signed out: the sign-in form in place. Signed in: the page, if the account holds this store. */
export function PortalStoreGate({ section, isOwnerOnly = false, children }: PortalStoreGateProps) {
  const { t } = useTranslation();
  const session = useOwnerSession();
  const params = useParams();
  usePortalLanguage(session);
  const me = useOwnerMe(session?.id ?? 0, session !== null);
  const { setStores, clear } = useOwnerSessionStore.getState();
  useEffect(() => {
    if (me.data) {
      setStores(me.data.stores);
    } else if (me.error instanceof ApiError && me.error.status === 403) {
      clear();
    }
  }, [me.data, me.error, setStores, clear]);

  if (!session) {
    return <PortalSignIn />;
  }
  const storeId = Number(params.storeId);
  const store = session.stores.find((candidate) => candidate.id === storeId);
  if (!store || (isOwnerOnly && store.role !== 'OWNER')) {
    return (
      <PortalFrame session={session} storeId={session.stores[0]?.id ?? storeId} section={section}>
        <div className={styles.message}>
          <h1 className={styles.title}>{store ? t('portal.gate.ownersOnly') : t('portal.gate.noAccess')}</h1>
          <Link className={styles.action} to={paths.portal.getHref()}>
            {t('portal.gate.toMyStores')}
          </Link>
        </div>
      </PortalFrame>
    );
  }
  return (
    <PortalFrame session={session} storeId={storeId} section={section}>
      {children({ session, storeId })}
    </PortalFrame>
  );
}

export const portalHomeHref = (session: OwnerSession) =>
  session.stores[0] ? paths.portalBoard.getHref(session.stores[0].id) : paths.portal.getHref();
