import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import type { OwnerSession } from '@/lib/owner-session';
import { useLogOutOwner } from '../api/log-out-owner';
import { useSwitchPortalLanguage } from '../hooks/use-portal-language';
import styles from './portal-frame.module.css';

export type PortalSection =
  | 'orders'
  | 'orderSearch'
  | 'menu'
  | 'menuEditor'
  | 'staff'
  | 'tableCodes'
  | 'storeSettings'
  | 'storeSetup'
  | 'storeHours'
  | 'reports'
  | 'payouts'
  | 'ratings';

export interface PortalFrameProps {
  session: OwnerSession;
  storeId: number;
  section: PortalSection;
  children: ReactNode;
}

const sectionHref: Record<PortalSection, (storeId: number) => string> = {
  orders: paths.portalBoard.getHref,
  orderSearch: paths.portalOrderSearch.getHref,
  menu: paths.portalMenu.getHref,
  staff: paths.portalStaff.getHref,
  tableCodes: paths.portalTableCodes.getHref,
  storeSettings: paths.portalStoreSettings.getHref,
  storeSetup: (storeId) => paths.portalStoreSetup.getHref(storeId),
  storeHours: paths.portalStoreHours.getHref,
  reports: paths.portalReports.getHref,
  payouts: paths.portalPayouts.getHref,
  ratings: paths.portalRatings.getHref,
  menuEditor: paths.portalMenuEditor.getHref,
};

/**
 * The portal's header (store switcher, sections, language, sign out) around one store's page; on a phone two
 * rows (switcher and account, then the sections scrolling sideways) so the page starts near the top.
 */
export function PortalFrame({ session, storeId, section, children }: PortalFrameProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const switcherId = useId();
  const logOut = useLogOutOwner();
  const switchLanguage = useSwitchPortalLanguage();
  const role = session.stores.find((store) => store.id === storeId)?.role;
  const sections: PortalSection[] =
    role === 'OWNER'
      ? [
          'orders',
          'orderSearch',
          'menu',
          'menuEditor',
          'storeSettings',
          'storeSetup',
          'storeHours',
          'reports',
          'payouts',
          'ratings',
          'staff',
          'tableCodes',
        ]
      : ['orders', 'orderSearch', 'menu'];
  const isChinese = i18n.resolvedLanguage === 'zh-CN';
  // On a phone the sections are one scrolling row: the open one is brought into sight.
  const currentRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    currentRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [section]);
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <div className={styles.top}>
          <Link to={paths.portalBoard.getHref(storeId)} className={styles.brand}>
            {t('portal.frame.brand', { brand: env.BRAND_NAME })}
          </Link>
          <div className={styles.switcher}>
            <label htmlFor={switcherId} className="visually-hidden">
              {t('portal.frame.store')}
            </label>
            <select
              id={switcherId}
              className={styles.select}
              value={storeId}
              onChange={(event) => void navigate(sectionHref[section](Number(event.target.value)))}
            >
              {session.stores.map((store) => (
                <option key={store.id} value={store.id}>
                  {store.name}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.account}>
            <button
              type="button"
              className={styles.textButton}
              lang={isChinese ? 'en' : 'zh-CN'}
              onClick={() => void switchLanguage(isChinese ? 'EN' : 'CN')}
            >
              {isChinese ? 'English' : '中文'}
            </button>
            <button
              type="button"
              className={styles.textButton}
              onClick={() => logOut.mutate(undefined, { onSettled: () => void navigate('/portal') })}
            >
              {t('portal.frame.signOut')}
            </button>
          </div>
        </div>
        <nav className={styles.nav} aria-label={t('portal.frame.sections')}>
          {sections.map((key) => (
            <Link
              key={key}
              to={sectionHref[key](storeId)}
              className={key === section ? `${styles.navLink} ${styles.current}` : styles.navLink}
              aria-current={key === section ? 'page' : undefined}
              ref={key === section ? currentRef : undefined}
            >
              {t(`portal.frame.nav.${key}`)}
            </Link>
          ))}
        </nav>
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
