import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { SiteHeader } from '../layout/site-header';
import { useOpenCartElsewhere } from '../layout/use-open-cart-elsewhere';
import styles from '../layout/status-page.module.css';

/** A route of the table whose page has not been built yet. */
export function ComingSoonRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const openCart = useOpenCartElsewhere();
  return (
    <>
      <SiteHeader onOpenCart={openCart} />
      <main className={styles.page}>
        <svg className={styles.art} viewBox="0 0 160 120" aria-hidden>
          <rect x="20" y="40" width="120" height="64" rx="10" fill="currentColor" opacity="0.12" />
          <path
            d="M36 40l10-22h68l10 22"
            fill="none"
            stroke="currentColor"
            strokeWidth="6"
            strokeLinejoin="round"
          />
          <path d="M58 72h44" stroke="currentColor" strokeWidth="6" strokeLinecap="round" />
        </svg>
        <h1 className={styles.title}>{t('comingSoon.title')}</h1>
        <p className={styles.text}>{t('comingSoon.text', { path: location.pathname })}</p>
        <div className={styles.actions}>
          <Link className={styles.primary} to={paths.home.getHref()}>
            {t('common.goHome')}
          </Link>
        </div>
      </main>
    </>
  );
}
