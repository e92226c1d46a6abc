import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { SiteHeader } from '../layout/site-header';
import { useOpenCartElsewhere } from '../layout/use-open-cart-elsewhere';
import styles from './not-found.module.css';

/** Any path outside the route table (the server answers it with HTTP 404). */
export function NotFoundRoute() {
  const { t } = useTranslation();
  const openCart = useOpenCartElsewhere();
  useEffect(() => {
    document.title = t('notFound.documentTitle', { brand: env.BRAND_NAME });
  }, [t]);
  return (
    <div className={styles.page}>
      <SiteHeader onOpenCart={openCart} />
      <main className={styles.main}>
        <div className={styles.art} aria-hidden>
          <span className={styles.digit}>4</span>
          <span className={styles.plateWrap}>
            <svg className={styles.steam} viewBox="0 0 60 40">
              <path d="M14 38c-6-8 6-12 0-20s6-12 0-18" />
              <path d="M30 38c-6-8 6-12 0-20s6-12 0-18" />
              <path d="M46 38c-6-8 6-12 0-20s6-12 0-18" />
            </svg>
            <svg className={styles.plate} viewBox="0 0 120 120">
              <circle cx="60" cy="60" r="56" fill="#ffffff" stroke="currentColor" strokeWidth="4" />
              <circle
                cx="60"
                cy="60"
                r="38"
                fill="none"
                stroke="currentColor"
                strokeWidth="3"
                opacity="0.35"
              />
              <path
                d="M52 40v18M60 40v18M68 40v18M52 58h16M60 58v26"
                fill="none"
                stroke="currentColor"
                strokeWidth="4"
                strokeLinecap="round"
              />
            </svg>
          </span>
          <span className={styles.digit}>4</span>
        </div>
        <h1 className={styles.title}>{t('notFound.title')}</h1>
        <p className={styles.text}>{t('notFound.text')}</p>
        <Link className={styles.home} to={paths.home.getHref()}>
          {t('notFound.goHome')}
        </Link>
      </main>
    </div>
  );
}
